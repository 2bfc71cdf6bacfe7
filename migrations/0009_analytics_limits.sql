-- Measurement that cannot be inflated (src/analytics/values.ts, docs/analytics.md): each day admits
-- at most a fixed number of distinct values per free-text dimension (referrer, UTM source, medium
-- and campaign); past it a value is counted as "(other)" instead of making rows of its own. A row
-- per value admitted that day, deleted with the day's visitor hashes two days later.
CREATE TABLE analytics_values (
  day TEXT NOT NULL,
  dim TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (day, dim, value)
) WITHOUT ROWID;

-- When counting stopped at the day's budget (ISO instant, UTC), for the report and its CSV.
ALTER TABLE analytics_budget ADD COLUMN stopped_at TEXT;
