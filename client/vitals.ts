// Core Web Vitals of real visitors (src/analytics/README.md), with Google's `web-vitals` library: loaded
// by the starter (client/loader/beacon.ts) once the page is idle, so the first visit's bytes do not
// carry it. It reports each metric's rating only (good, needs improvement, poor), never the
// timing: the server counts ratings per page and device, nothing per person.
import { type Metric, onCLS, onINP, onLCP } from 'web-vitals';
import type { Vital, VitalRating } from '../src/shared/beacon-protocol';

export function watchVitals(report: (name: Vital, rating: VitalRating) => void): void {
  const on = (metric: Metric) => report(metric.name.toLowerCase() as Vital, metric.rating);
  onLCP(on);
  onINP(on);
  onCLS(on);
}
