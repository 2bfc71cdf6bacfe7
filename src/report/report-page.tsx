// GET /admin/report: the owner's conversion report, server-rendered in the site's layout (no
// script needed): the range picker (a GET form), the funnel, the daily trend, the breakdowns,
// the deliveries and the pipeline's health. Components of props only: the lazy module that holds
// them has no React of its own (scripts/build-lazy.mjs), so no hooks and no context here.
import { TrendChart } from './chart';
import type { Texts } from './format';
import type { PipelineHealth } from '../submissions/health';
import { BREAKDOWNS, type Measures, type ReportData } from './queries';
import { PRESETS, type Range } from './range';
import { BreakdownTable, DailyTable, DestinationsTable, HealthSection } from './report-tables';
import { VitalsSection } from './vitals-table';

export interface ReportPageProps {
  x: Texts;
  /** The range asked for; undefined with `invalid` when it could not be read. */
  data?: ReportData;
  invalid?: string;
  health: PipelineHealth;
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

function RangeForm({ x, range, action }: { x: Texts; range?: Range; action: string }) {
  return (
    <form className="report-range" method="get" action={action}>
      <fieldset>
        <legend>{x.t('admin:range.legend')}</legend>
        <div className="report-range__presets">
          {PRESETS.map((days) => (
            <label key={days}>
              <input type="radio" name="days" value={days} defaultChecked={range?.preset === days} />
              {x.t('admin:range.days', { count: days })}
            </label>
          ))}
        </div>
        <div className="report-range__dates">
          <label>
            {x.t('admin:range.from')}
            <input type="date" name="from" defaultValue={range && !range.preset ? range.from : undefined} />
          </label>
          <label>
            {x.t('admin:range.to')}
            <input type="date" name="to" defaultValue={range && !range.preset ? range.to : undefined} />
          </label>
        </div>
        <button type="submit" className="btn btn--primary">
          {x.t('admin:range.apply')}
        </button>
      </fieldset>
    </form>
  );
}

function Funnel({ data, x }: { data: ReportData; x: Texts }) {
  const t = data.totals;
  const widest = Math.max(1, t.visitors);
  return (
    <section className="report-section" aria-labelledby="report-funnel">
      <h2 id="report-funnel">{x.t('admin:funnel.title')}</h2>
      <p className="report__note">{x.t('admin:funnel.people')}</p>
      <ol className="report-funnel">
        {STAGES.map(({ stage, raw, of }) => {
          const before = of ? t[of] : undefined;
          return (
            <li key={stage} className="report-funnel__stage" data-stage={stage}>
              <span className="report-funnel__label">{x.t(`admin:funnel.${stage}`)}</span>
              <strong className="report-funnel__value">{x.number(t[stage])}</strong>
              <svg className="report-funnel__bar" viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                <rect width={Math.max(0.5, (100 * t[stage]) / widest)} height="6" />
              </svg>
              {raw ? (
                <span className="report-funnel__raw" data-raw={raw}>
                  {x.t('admin:funnel.raw', { label: x.t(`admin:funnel.${raw}`), count: x.number(t[raw]) })}
                </span>
              ) : null}
              {before ? (
                <span className="report-funnel__share">
                  {x.t(of === 'leads' ? 'admin:funnel.ofLeads' : 'admin:funnel.ofVisitors', { percent: x.percent(t[stage] / before) })}
                </span>
              ) : null}
              <span className="report-funnel__change">
                {x.t('admin:funnel.change', { value: x.change(t[stage] - data.previousTotals[stage], 'count') })}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="report-funnel__rate">
        {x.t('admin:funnel.rate', { rate: x.percent(t.rate) })} ({x.change(t.rate - data.previousTotals.rate, 'points')})
      </p>
    </section>
  );
}

export function ReportPage({ x, data, invalid, health, paths, session }: ReportPageProps) {
  const query = data ? `?from=${data.range.from}&to=${data.range.to}` : '';
  return (
    <div className="container report">
      <header className="report__header">
        <h1>{x.t('admin:title')}</h1>
        <p>{x.t('admin:intro')}</p>
        <p className="report__note">{x.t('admin:note')}</p>
      </header>
      <RangeForm x={x} range={data?.range} action={paths.report} />
      {invalid ? (
        <p className="report__invalid" role="alert">
          {x.t('admin:range.invalid', { reason: invalid })}
        </p>
      ) : null}
      {data ? (
        <>
          <p className="report__period">
            {x.t('admin:range.showing', {
              from: x.date(data.range.from),
              to: x.date(data.range.to),
              days: data.range.days,
              prevFrom: x.date(data.previousRange.from),
              prevTo: x.date(data.previousRange.to),
            })}
          </p>
          {data.stopped.length > 0 ? (
            <ul className="report__stopped" role="status">
              {data.stopped.map((s) => (
                <li key={s.day} data-day={s.day}>
                  {x.t('admin:budget.stopped', { date: x.date(s.day), time: x.time(s.at) })}
                </li>
              ))}
            </ul>
          ) : null}
          <Funnel data={data} x={x} />
          <section className="report-section" aria-labelledby="report-trend">
            <h2 id="report-trend">{x.t('admin:chart.title')}</h2>
            <TrendChart data={data} x={x} />
            <DailyTable data={data} x={x} />
          </section>
          {BREAKDOWNS.map((b) => (
            <BreakdownTable key={b} b={b} rows={data.breakdowns[b]} x={x} />
          ))}
          <VitalsSection data={data} x={x} />
          <DestinationsTable data={data} x={x} />
        </>
      ) : null}
      <HealthSection health={health} x={x} />
      <div className="report__actions">
        {data ? (
          <a className="btn btn--outline" href={`${paths.csv}${query}`} download>
            {x.t('admin:download')}
          </a>
        ) : null}
        {session ? (
          <form method="post" action={paths.signOut}>
            <button type="submit" className="btn btn--outline">
              {x.t('admin:signOut')}
            </button>
          </form>
        ) : null}
      </div>
    </div>
  );
}

export function SignInPage({ x, action, problem }: { x: Texts; action: string; problem?: string }) {
  return (
    <div className="container report report--sign-in">
      <h1>{x.t('admin:signIn.title')}</h1>
      <p>{x.t('admin:signIn.text')}</p>
      {problem ? (
        <p className="report__invalid" role="alert">
          {problem}
        </p>
      ) : null}
      <form className="report-sign-in" method="post" action={action}>
        <label htmlFor="report-token">{x.t('admin:signIn.token')}</label>
        <input id="report-token" name="token" type="password" autoComplete="current-password" required />
        <button type="submit" className="btn btn--primary">
          {x.t('admin:signIn.submit')}
        </button>
      </form>
    </div>
  );
}
