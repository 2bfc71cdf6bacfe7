// How long the daily counters are kept (ANALYTICS_RETENTION_MONTHS): read by the scheduled
// deletion (retention.ts) and by the privacy notice, which states it. Apart, and without imports,
// so the notice's route does not pull the measurement into the start-up bundle.

/** Months the daily counters are kept. */
export const DEFAULT_RETENTION_MONTHS = 13;

export function retentionMonths(value: string | undefined): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= 1 ? n : DEFAULT_RETENTION_MONTHS;
}
