-- The conversion of visits by their LCP (src/analytics/measure/batch.ts, leads.ts, src/analytics/README.md): a
-- view's LCP rating, kept under the view's random id (made by the browser per page view, never
-- tied to a person), so that a lead posted from that view is counted under its view's rating. No
-- timing, no hash, no address; deleted with the day's visitor hashes two days later.
CREATE TABLE analytics_view_lcp (
  view TEXT PRIMARY KEY,
  day TEXT NOT NULL,
  rating TEXT NOT NULL
) WITHOUT ROWID;

CREATE INDEX analytics_view_lcp_day ON analytics_view_lcp (day);
