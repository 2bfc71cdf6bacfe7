// The report's speed section: each page and device's Core Web Vitals as real visitors had them
// (the 75th percentile's rating and the share of good), and the conversion of visits per LCP
// rating (a good LCP against a poor one). Components of props only (report-page.tsx says why).
import type { Texts } from './format';
import type { ReportData } from './queries';
import { VITALS } from '../../shared/beacon-protocol';

export function VitalsSection({ data, texts }: { data: ReportData; texts: Texts }) {
  const title = texts.t('admin:vitals.title');
  return (
    <section className="report-section" aria-labelledby="report-vitals">
      <h2 id="report-vitals">{title}</h2>
      <p className="report__note">{texts.t('admin:vitals.note')}</p>
      {data.vitals.length === 0 ? (
        <p>{texts.t('admin:tables.none')}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
        <div className="report-scroll" role="region" aria-label={title} tabIndex={0}>
          <table className="report-table" data-breakdown="vitals">
            <thead>
              <tr>
                <th scope="col">{texts.t('admin:tables.key')}</th>
                <th scope="col">{texts.t('admin:tables.device')}</th>
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
                  <th scope="row">{row.path || texts.t('admin:tables.unknown')}</th>
                  <td>{texts.t(`admin:tables.devices.${row.device}`, { defaultValue: row.device || texts.t('admin:tables.unknown') })}</td>
                  {VITALS.map((v) => {
                    const f = row.vitals[v];
                    return (
                      <td key={v} data-vital={v} data-rating={f?.p75}>
                        {f
                          ? texts.t('admin:vitals.cell', {
                              rating: texts.t(`admin:vitals.ratings.${f.p75}`),
                              good: texts.percent(f.good),
                              count: texts.number(f.n),
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
            {texts.t(`admin:vitals.lcp.${c.rating}`, {
              rate: texts.percent(c.rate),
              leads: texts.number(c.leads),
              visits: texts.number(c.visits),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
