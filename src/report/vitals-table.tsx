// The report's speed section: each page and device's Core Web Vitals as real visitors had them
// (the 75th percentile's rating and the share of good), and the conversion of pages whose LCP is
// good against pages whose LCP is poor. Components of props only (report-page.tsx says why).
import type { Texts } from './format';
import type { ReportData } from './queries';
import { VITALS } from '../shared/beacon-protocol';

export function VitalsSection({ data, x }: { data: ReportData; x: Texts }) {
  const title = x.t('admin:vitals.title');
  return (
    <section className="report-section" aria-labelledby="report-vitals">
      <h2 id="report-vitals">{title}</h2>
      <p className="report__note">{x.t('admin:vitals.note')}</p>
      {data.vitals.length === 0 ? (
        <p>{x.t('admin:tables.none')}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
        <div className="report-scroll" role="region" aria-label={title} tabIndex={0}>
          <table className="report-table" data-breakdown="vitals">
            <thead>
              <tr>
                <th scope="col">{x.t('admin:tables.key')}</th>
                <th scope="col">{x.t('admin:tables.device')}</th>
                {VITALS.map((v) => (
                  <th key={v} scope="col">
                    {v.toUpperCase()}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.vitals.map((row) => (
                <tr key={`${row.path} ${row.device}`} data-key={row.path} data-device={row.device}>
                  <th scope="row">{row.path || x.t('admin:tables.unknown')}</th>
                  <td>{x.t(`admin:tables.devices.${row.device}`, { defaultValue: row.device || x.t('admin:tables.unknown') })}</td>
                  {VITALS.map((v) => {
                    const f = row.vitals[v];
                    return (
                      <td key={v} data-vital={v} data-rating={f?.p75}>
                        {f
                          ? x.t('admin:vitals.cell', {
                              rating: x.t(`admin:vitals.ratings.${f.p75}`),
                              good: x.percent(f.good),
                              count: x.number(f.n),
                            })
                          : '–'}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ul className="report-vitals__lcp">
        {data.lcpConversion.map((c) => (
          <li key={c.rating} data-lcp={c.rating}>
            {x.t(`admin:vitals.lcp.${c.rating}`, {
              rate: x.percent(c.rate),
              leads: x.number(c.leads),
              visitors: x.number(c.visitors),
              pages: x.number(c.pages),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
