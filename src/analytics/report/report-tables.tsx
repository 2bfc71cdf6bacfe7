// The report's tables: the figures per day (the chart's text equivalent), each breakdown with its
// conversion rate and change against the previous period, the deliveries per destination and the
// pipeline's health. Plain tables with captions and header cells, scrolled sideways on a phone.
import type { ReactNode } from 'react';
import type { Texts } from './format';
import type { PipelineHealth } from '../../leads/storage/health';
import { type Breakdown, type BreakdownRow, MEASURES, type ReportData } from './queries';

function Scroll({ label, children }: { label: string; children: ReactNode }) {
  // Focusable, so a keyboard can scroll a table wider than the phone's screen.
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
    <div className="report-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

export function DailyTable({ data, texts }: { data: ReportData; texts: Texts }) {
  return (
    <details className="report-details">
      <summary>{texts.t('admin:chart.table')}</summary>
      <Scroll label={texts.t('admin:chart.table')}>
        <table className="report-table">
          <thead>
            <tr>
              <th scope="col">{texts.t('admin:chart.day')}</th>
              {MEASURES.map((m) => (
                <th key={m} scope="col" className="num">
                  {texts.t(`admin:funnel.${m}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.series.map((d) => {
              const stopped = data.stopped.find((s) => s.day === d.day);
              return (
                <tr key={d.day} data-stopped={stopped ? '' : undefined}>
                  <th scope="row">
                    {texts.date(d.day)}
                    {stopped ? <small> ({texts.t('admin:budget.stoppedShort', { time: texts.time(stopped.at) })})</small> : null}
                  </th>
                  {MEASURES.map((m) => (
                    <td key={m} className="num">
                      {texts.number(d[m])}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </Scroll>
    </details>
  );
}

function label(b: Breakdown, row: BreakdownRow, texts: Texts): string {
  if (b === 'channel') return texts.t(`admin:tables.channels.${row.key}`, { defaultValue: row.key });
  if (b === 'source' && !row.key) return texts.t('admin:tables.direct');
  if (!row.key) return texts.t('admin:tables.unknown');
  if (b === 'lang') return row.key.toUpperCase();
  if (b === 'country') return row.key.toUpperCase();
  if (b === 'device') return texts.t(`admin:tables.devices.${row.key}`, { defaultValue: row.key });
  if (b === 'source' && row.channel) return `${row.key} (${texts.t(`admin:tables.channels.${row.channel}`)})`;
  return row.key;
}

export function BreakdownTable({ b, rows, texts }: { b: Breakdown; rows: BreakdownRow[]; texts: Texts }) {
  const title = texts.t(`admin:tables.${b}`);
  const id = `report-${b}`;
  return (
    <section className="report-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {b === 'placement' && <p className="report__note">{texts.t('admin:tables.placementNote')}</p>}
      {rows.length === 0 ? (
        <p>{texts.t('admin:tables.none')}</p>
      ) : (
        <Scroll label={title}>
          <table className="report-table" data-breakdown={b}>
            <thead>
              <tr>
                <th scope="col">{texts.t('admin:tables.key')}</th>
                {MEASURES.map((m) => (
                  <th key={m} scope="col" className="num">
                    {texts.t(`admin:funnel.${m}`)}
                  </th>
                ))}
                <th scope="col" className="num">
                  {texts.t('admin:tables.rate')}
                </th>
                <th scope="col" className="num">
                  {texts.t('admin:tables.change')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-key={row.key}>
                  <th scope="row">{label(b, row, texts)}</th>
                  {MEASURES.map((m) => (
                    <td key={m} className="num" data-measure={m}>
                      {texts.number(row[m])}
                    </td>
                  ))}
                  <td className="num">{texts.percent(row.rate)}</td>
                  <td className="num">
                    {texts.change(row.rate - row.previous.rate, 'points')} · {texts.change(row.leads - row.previous.leads, 'count')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      )}
    </section>
  );
}

const COLUMN_TEXT = { delivered: 'admin:destinations.delivered', failed: 'admin:destinations.failed', pending: 'admin:health.pending' };

/** A figure or two per destination (e-mail, RD Station, webhook). */
function DestinationTable({
  texts,
  columns,
  rows,
}: {
  texts: Texts;
  columns: (keyof typeof COLUMN_TEXT)[];
  rows: [string, ...number[]][];
}) {
  return (
    <table className="report-table">
      <thead>
        <tr>
          <th scope="col">{texts.t('admin:destinations.destination')}</th>
          {columns.map((column) => (
            <th key={column} scope="col" className="num">
              {texts.t(COLUMN_TEXT[column])}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([destination, ...figures]) => (
          <tr key={destination}>
            <th scope="row">{texts.t(`admin:destinations.${destination}`, { defaultValue: destination })}</th>
            {figures.map((n, i) => (
              <td key={columns[i]} className="num">
                {texts.number(n)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DestinationsTable({ data, texts }: { data: ReportData; texts: Texts }) {
  return (
    <section className="report-section" aria-labelledby="report-destinations">
      <h2 id="report-destinations">{texts.t('admin:destinations.title')}</h2>
      {data.destinations.length === 0 ? (
        <p>{texts.t('admin:destinations.none')}</p>
      ) : (
        <DestinationTable
          texts={texts}
          columns={['delivered', 'failed']}
          rows={data.destinations.map((d) => [d.destination, d.delivered, d.failed])}
        />
      )}
    </section>
  );
}

/**
 * The lead pipeline's health (src/leads/storage/health.ts) as of its read: what waits in the parking
 * for D1 and what was set aside there, what each destination has pending or gave up on, what the
 * sweep has still to enqueue, the oldest delivery stuck. A part that could not be read says so.
 */
export function HealthSection({ health, texts }: { health: PipelineHealth; texts: Texts }) {
  const { parked, deliveries } = health;
  const destinations = deliveries ? Object.entries(deliveries.byDestination).filter(([, d]) => d.pending + d.sending + d.failed > 0) : [];
  const stuck = !parked || !deliveries || parked.waiting + parked.deadLetters + deliveries.unqueued > 0 || destinations.length > 0;
  const oldest = deliveries?.oldestStuck;
  return (
    <section className="report-section" aria-labelledby="report-health">
      <h2 id="report-health">{texts.t('admin:health.title')}</h2>
      <p>{texts.t('admin:health.asOf', { time: texts.time(health.at) })}</p>
      {parked ? (
        <p>
          {texts.t('admin:health.parked', {
            count: parked.complete ? texts.number(parked.waiting) : texts.t('admin:health.parkedMore', { count: parked.waiting }),
          })}
          {parked.retrying > 0 ? ` ${texts.t('admin:health.retrying', { count: parked.retrying })}` : null}
          {parked.deadLetters > 0 ? ` ${texts.t('admin:health.deadLetters', { count: parked.deadLetters })}` : null}
        </p>
      ) : (
        <p>{texts.t('admin:health.parkedUnavailable')}</p>
      )}
      {!deliveries ? <p>{texts.t('admin:health.deliveriesUnavailable')}</p> : null}
      {destinations.length > 0 ? (
        <DestinationTable
          texts={texts}
          columns={['pending', 'failed']}
          rows={destinations.map(([name, d]) => [name, d.pending + d.sending, d.failed])}
        />
      ) : null}
      {deliveries && deliveries.unqueued > 0 ? <p>{texts.t('admin:health.unqueued', { count: deliveries.unqueued })}</p> : null}
      {oldest ? (
        <p>
          {texts.t('admin:health.oldest', {
            destination: texts.t(`admin:destinations.${oldest.destination}`, { defaultValue: oldest.destination }),
            status: oldest.status,
            since: texts.date(oldest.since.slice(0, 10)),
          })}
        </p>
      ) : null}
      {stuck ? null : <p>{texts.t('admin:health.healthy')}</p>}
    </section>
  );
}
