// Section icons (24×24 line art, stroke = currentColor), inline so they cost no request. The
// shared set in ../icons.tsx covers the shell; these are the pictograms of the marketing sections.
import { MarkupIcon, markupCache, strokedPaths } from '../svg-markup';

const PATHS = {
  factory: 'M2 20V9l6 4V9l6 4V4h4l2 16Z M2 20h20 M7 16h2 M13 16h2',
  calendar: 'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z M16 2v4 M8 2v4 M3 10h18 M8 14h3 M8 18h6',
  gauge: 'M4 18a9 9 0 1 1 16 0 M12 14l4-5 M12 15a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  radio:
    'M4.9 19.1a10 10 0 0 1 0-14.2 M7.8 16.2a6 6 0 0 1 0-8.4 M16.2 7.8a6 6 0 0 1 0 8.4 M19.1 4.9a10 10 0 0 1 0 14.2 M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  warehouse: 'M3 21V8l9-5 9 5v13 M7 21v-8h10v8 M7 17h10',
  truck: 'M1 5h13v11H1Z M14 9h4l4 4v3h-8 M5.5 21a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z M17.5 21a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  bot: 'M5 8h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2Z M12 8V4 M9 4h6 M9 13v2 M15 13v2',
  sparkles: 'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9Z M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8Z',
  trendingUp: 'M22 7l-8.5 8.5-5-5L2 17 M16 7h6v6',
  trendingDown: 'M22 17l-8.5-8.5-5 5L2 7 M16 17h6v-6',
  zap: 'M13 2 3 14h9l-1 8 10-12h-9l1-8Z',
  target: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z M12 18a6 6 0 1 0 0-12 6 6 0 0 0 0 12Z M12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  layers: 'M12 2 22 7 12 12 2 7Z M2 17l10 5 10-5 M2 12l10 5 10-5',
  database: 'M12 8c5 0 9-1.3 9-3s-4-3-9-3-9 1.3-9 3 4 3 9 3Z M3 5v14c0 1.7 4 3 9 3s9-1.3 9-3V5 M3 12c0 1.7 4 3 9 3s9-1.3 9-3',
  smartphone: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Z M12 18h.01',
  link: 'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7 M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
  cpu: 'M6 6h12v12H6Z M9.5 9.5h5v5h-5Z M9 2v4 M15 2v4 M9 18v4 M15 18v4 M2 9h4 M2 15h4 M18 9h4 M18 15h4',
  users: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2 M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z M22 21v-2a4 4 0 0 0-3-3.9 M16 3.1a4 4 0 0 1 0 7.8',
  award: 'M12 15a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z M8.2 13.9 7 23l5-3 5 3-1.2-9.1',
  shield: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z M9 12l2 2 4-4',
  rocket:
    'M4.5 16.5c-1.5 1.3-2 5-2 5s3.7-.5 5-2c.7-.8.7-2.1-.1-2.9a2.2 2.2 0 0 0-2.9-.1Z M12 15l-3-3a22 22 0 0 1 2-3.9A12.9 12.9 0 0 1 22 2c0 2.7-.8 7.5-6 11a22.4 22.4 0 0 1-4 2Z M9 12H4s.6-3 2-4c1.6-1.1 5 0 5 0 M12 15v5s3-.6 4-2c1.1-1.6 0-5 0-5',
  search: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm10 2-4.35-4.35',
  clipboard: 'M9 2h6v4H9Z M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2 M9 12h6 M9 16h6',
  map: 'M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3Z M9 3v15 M15 6v15',
  penTool: 'M12 19l7-7 3 3-7 7-3-3Z M18 13l-1.5-7.5L2 2l3.5 14.5L13 18l5-5Z M2 2l7.6 7.6 M11 13a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  package:
    'M16.5 9.4 7.5 4.2 M21 16V8a2 2 0 0 0-1-1.7l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.7l7 4a2 2 0 0 0 2 0l7-4a2 2 0 0 0 1-1.7Z M3.3 7 12 12l8.7-5 M12 22V12',
  coins: 'M12 2v20 M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6',
  fileText: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8Z M14 2v6h6 M16 13H8 M16 17H8 M10 9H8',
  refresh: 'M23 4v6h-6M1 20v-6h6m14.5-5A9 9 0 0 0 5.6 5.6L1 10m22 4-4.6 4.4A9 9 0 0 1 3.5 15',
  timer: 'M10 2h4 M12 14l3-3 M12 22a8 8 0 1 0 0-16 8 8 0 0 0 0 16Z',
  message:
    'M21 11.5a8.4 8.4 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.4 8.4 0 0 1-3.8-.9L3 21l1.9-5.7a8.4 8.4 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.4 8.4 0 0 1 3.8-.9h.5a8.5 8.5 0 0 1 8 8Z',
  checkCircle: 'M22 11.1V12a10 10 0 1 1-5.9-9.1 M22 4 12 14l-3-3',
  barChart: 'M3 3v18h18 M8 17v-5 M13 17V8 M18 17V5',
  route: 'M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z M18 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z M6 15V9a4 4 0 0 1 4-4h6 M18 9v6a4 4 0 0 1-4 4H8',
} as const;

export type LineIconName = keyof typeof PATHS;

const inner = markupCache((name: LineIconName) => strokedPaths([PATHS[name]], 1.8));

export function LineIcon({ name, size = 24, className }: { name: LineIconName; size?: number; className?: string }) {
  return <MarkupIcon markup={inner(name)} size={size} className={className} />;
}

/** The resultIcon of a testimonial is a name; unknown names fall back to a chart. */
export function isLineIcon(name: string): name is LineIconName {
  return Object.hasOwn(PATHS, name);
}
