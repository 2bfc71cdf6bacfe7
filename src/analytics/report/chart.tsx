// The daily trend as SVG rendered on the server: d3-scale places the days and the values, d3-shape
// draws the visitors' line and area; leads are bars on the same days. The SVG is an image with a
// title and description; its figures are the table that follows it (report-page.tsx).
import { scaleBand, scaleLinear } from 'd3-scale';
import { area, line } from 'd3-shape';
import type { ReportData } from './queries';
import type { Texts } from './format';

const WIDTH = 720;
const HEIGHT = 240;
const M = { top: 12, right: 12, bottom: 28, left: 40 };

export function TrendChart({ data, texts }: { data: ReportData; texts: Texts }) {
  const series = data.series;
  const days = series.map((d) => d.day);
  const band = scaleBand<string>()
    .domain(days)
    .range([M.left, WIDTH - M.right])
    .paddingInner(0.2)
    .paddingOuter(0.1);
  const top = Math.max(1, ...series.map((d) => Math.max(d.visitors, d.leads)));
  const y = scaleLinear()
    .domain([0, top])
    .nice(4)
    .range([HEIGHT - M.bottom, M.top]);
  const mid = (day: string) => (band(day) ?? 0) + band.bandwidth() / 2;
  const visitorsLine = line<(typeof series)[number]>()
    .x((d) => mid(d.day))
    .y((d) => y(d.visitors));
  const visitorsArea = area<(typeof series)[number]>()
    .x((d) => mid(d.day))
    .y0(y(0))
    .y1((d) => y(d.visitors));
  const every = Math.max(1, Math.ceil(days.length / 8));
  const id = 'trend-chart';
  return (
    <figure className="report-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="report-chart__svg"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-title`}>{texts.t('admin:chart.title')}</title>
        <desc id={`${id}-desc`}>
          {texts.t('admin:chart.description', { from: texts.date(data.range.from), to: texts.date(data.range.to) })}
        </desc>
        <g className="report-chart__grid">
          {y
            .ticks(4)
            .filter(Number.isInteger)
            .map((tick) => (
              <g key={tick}>
                <line x1={M.left} x2={WIDTH - M.right} y1={y(tick)} y2={y(tick)} />
                <text x={M.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                  {texts.number(tick)}
                </text>
              </g>
            ))}
        </g>
        <path className="report-chart__area" d={visitorsArea(series) ?? ''} />
        <path className="report-chart__line" d={visitorsLine(series) ?? ''} />
        {series.map((d) =>
          d.leads > 0 ? (
            <rect
              key={d.day}
              className="report-chart__bar"
              x={band(d.day)}
              width={band.bandwidth()}
              y={y(d.leads)}
              height={Math.max(1, y(0) - y(d.leads))}
            />
          ) : null,
        )}
        <g className="report-chart__axis">
          {days.map((day, i) =>
            i % every === 0 ? (
              <text key={day} x={mid(day)} y={HEIGHT - 8} textAnchor="middle">
                {texts.shortDate(day)}
              </text>
            ) : null,
          )}
        </g>
      </svg>
      <figcaption className="report-chart__legend">
        <span className="report-chart__key report-chart__key--visitors">{texts.t('admin:funnel.visitors')}</span>
        <span className="report-chart__key report-chart__key--leads">{texts.t('admin:funnel.leads')}</span>
      </figcaption>
    </figure>
  );
}
