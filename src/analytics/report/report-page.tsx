// GET /admin/report: the owner's conversion report, server-rendered in the site's layout (no
// script needed): the range picker (two GET forms: the presets, the custom dates), the funnel, the daily trend, the breakdowns,
// the deliveries and the pipeline's health. Components of props only: the lazy module that holds
// them has no React of its own (scripts/build-lazy.mjs), so no hooks and no context here.
import { TrendChart } from './chart';
import type { Texts } from './format';
import type { PipelineHealth } from '../../leads/storage/health';
import type { ZoneNote } from '../measure/zone';
import { BREAKDOWNS, type Measures, type ReportData } from './queries';
import { PRESETS, type Range } from './range';
import { BreakdownTable, DailyTable, DestinationsTable, HealthSection } from './report-tables';
import { VitalsSection } from './vitals-table';

export interface ReportPageProps {
  texts: Texts;
  /** The range asked for; undefined with `invalid` when it could not be read. */
  data?: ReportData;
  invalid?: string;
  health: PipelineHealth;
  /** The zone the days are in, and from which day when older ones are in another. */
  zone: ZoneNote;
  /** Where the form, the CSV and sign-out go (the page's own paths). */
  paths: { report: string; csv: string; signOut: string };
  /** Signed in with the token (a sign-out button), not through Cloudflare Access. */
  session: boolean;
}

/**
 * The funnel's steps, people at each (the raw events beside): every step is a share of the
 * visitors (a share of the step before could pass 100%, since a visitor may start a form without
 * clicking a call to action), the delivered a share of the leads.
 */
const STAGES = [
  { stage: 'visitors', raw: 'views', of: undefined },
  { stage: 'ctaVisitors', raw: 'ctas', of: 'visitors' },
  { stage: 'startVisitors', raw: 'starts', of: 'visitors' },
  { stage: 'leads', raw: undefined, of: 'visitors' },
  { stage: 'delivered', raw: undefined, of: 'leads' },
] as const satisfies readonly { stage: keyof Measures; raw?: keyof Measures; of?: 'visitors' | 'leads' }[];

/**
 * Two forms, so that each sends only its own fields: a preset is one button (its `days`), the
 * custom dates their own `from` and `to` (both required, so the browser asks for a missing one).
 */
function RangeForm({ texts, range, action }: { texts: Texts; range?: Range; action: string }) {
  return (
    <div className="report-range" role="group" aria-labelledby="report-range-legend">
      <strong id="report-range-legend">{texts.t('admin:range.legend')}</strong>
      <form className="report-range__presets" method="get" action={action} aria-label={texts.t('admin:range.legend')}>
        {PRESETS.map((days) => (
          <button
            key={days}
            type="submit"
            name="days"
            value={days}
            className={range?.preset === days ? 'btn btn--primary' : 'btn btn--outline'}
            aria-pressed={range?.preset === days}
          >
            {texts.t('admin:range.days', { count: days })}
          </button>
        ))}
      </form>
      <form className="report-range__dates" method="get" action={action} aria-label={texts.t('admin:range.custom')}>
        <label>
          {texts.t('admin:range.from')}
          <input type="date" name="from" required defaultValue={range && !range.preset ? range.from : undefined} />
        </label>
        <label>
          {texts.t('admin:range.to')}
          <input type="date" name="to" required defaultValue={range && !range.preset ? range.to : undefined} />
        </label>
        <button type="submit" className="btn btn--primary">
          {texts.t('admin:range.apply')}
        </button>
      </form>
    </div>
  );
}

function Funnel({ data, texts }: { data: ReportData; texts: Texts }) {
  const t = data.totals;
  const widest = Math.max(1, t.visitors);
  return (
    <section className="report-section" aria-labelledby="report-funnel">
      <h2 id="report-funnel">{texts.t('admin:funnel.title')}</h2>
      <p className="report__note">{texts.t('admin:funnel.people')}</p>
      <ol className="report-funnel">
        {STAGES.map(({ stage, raw, of }) => {
          const before = of ? t[of] : undefined;
          return (
            <li key={stage} className="report-funnel__stage" data-stage={stage}>
              <span className="report-funnel__label">{texts.t(`admin:funnel.${stage}`)}</span>
              <strong className="report-funnel__value">{texts.number(t[stage])}</strong>
              <svg className="report-funnel__bar" viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                <rect width={Math.max(0.5, (100 * t[stage]) / widest)} height="6" />
              </svg>
              {raw ? (
                <span className="report-funnel__raw" data-raw={raw}>
                  {texts.t('admin:funnel.raw', { label: texts.t(`admin:funnel.${raw}`), count: texts.number(t[raw]) })}
                </span>
              ) : null}
              {before ? (
                <span className="report-funnel__share">
                  {texts.t(of === 'leads' ? 'admin:funnel.ofLeads' : 'admin:funnel.ofVisitors', {
                    percent: texts.percent(t[stage] / before),
                  })}
                </span>
              ) : null}
              <span className="report-funnel__change">
                {texts.t('admin:funnel.change', { value: texts.change(t[stage] - data.previousTotals[stage], 'count') })}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="report-funnel__rate">
        {texts.t('admin:funnel.rate', { rate: texts.percent(t.rate) })} ({texts.change(t.rate - data.previousTotals.rate, 'points')})
      </p>
    </section>
  );
}

export function ReportPage({ texts, data, invalid, health, zone, paths, session }: ReportPageProps) {
  const query = data ? `?from=${data.range.from}&to=${data.range.to}` : '';
  return (
    <div className="container report">
      <header className="report__header">
        <h1>{texts.t('admin:title')}</h1>
        <p>{texts.t('admin:intro')}</p>
        <p className="report__note">{texts.t('admin:note')}</p>
      </header>
      <RangeForm texts={texts} range={data?.range} action={paths.report} />
      {invalid ? (
        <p className="report__invalid" role="alert">
          {texts.t('admin:range.invalid', { reason: invalid })}
        </p>
      ) : null}
      {data ? (
        <>
          <p className="report__period">
            {texts.t('admin:range.showing', {
              from: texts.date(data.range.from),
              to: texts.date(data.range.to),
              days: data.range.days,
              prevFrom: texts.date(data.previousRange.from),
              prevTo: texts.date(data.previousRange.to),
            })}{' '}
            {zone.since
              ? texts.t('admin:range.zoneSince', { zone: zone.timeZone, since: texts.date(zone.since), before: zone.before })
              : texts.t('admin:range.zone', { zone: zone.timeZone })}
          </p>
          {data.stopped.length > 0 ? (
            <ul className="report__stopped" role="status">
              {data.stopped.map((s) => (
                <li key={s.day} data-day={s.day}>
                  {texts.t('admin:budget.stopped', { date: texts.date(s.day), time: texts.time(s.at) })}
                </li>
              ))}
            </ul>
          ) : null}
          <Funnel data={data} texts={texts} />
          <section className="report-section" aria-labelledby="report-trend">
            <h2 id="report-trend">{texts.t('admin:chart.title')}</h2>
            <TrendChart data={data} texts={texts} />
            <DailyTable data={data} texts={texts} />
          </section>
          {BREAKDOWNS.map((b) => (
            <BreakdownTable key={b} b={b} rows={data.breakdowns[b]} texts={texts} />
          ))}
          <VitalsSection data={data} texts={texts} />
          <DestinationsTable data={data} texts={texts} />
        </>
      ) : null}
      <HealthSection health={health} texts={texts} />
      <div className="report__actions">
        {data ? (
          <a className="btn btn--outline" href={`${paths.csv}${query}`} download>
            {texts.t('admin:download')}
          </a>
        ) : null}
        {session ? (
          <form method="post" action={paths.signOut}>
            <button type="submit" className="btn btn--outline">
              {texts.t('admin:signOut')}
            </button>
          </form>
        ) : null}
      </div>
    </div>
  );
}

export function SignInPage({ texts, action, problem }: { texts: Texts; action: string; problem?: string }) {
  return (
    <div className="container report report--sign-in">
      <h1>{texts.t('admin:signIn.title')}</h1>
      <p>{texts.t('admin:signIn.text')}</p>
      {problem ? (
        <p className="report__invalid" role="alert">
          {problem}
        </p>
      ) : null}
      <form className="report-sign-in" method="post" action={action}>
        <label htmlFor="report-token">{texts.t('admin:signIn.token')}</label>
        <input id="report-token" name="token" type="password" autoComplete="current-password" required />
        <button type="submit" className="btn btn--primary">
          {texts.t('admin:signIn.submit')}
        </button>
      </form>
    </div>
  );
}
