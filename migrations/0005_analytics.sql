-- Cookieless measurement (src/analytics/) and where each lead came from.
--
-- Counters: one row per day and combination of dimensions, upserted; nothing in them names a
-- person (no IP, user agent, e-mail or hash). `count` is how many times the event happened;
-- `visitors` how many of them were a visitor's first view of the day, `page_visitors` a visitor's
-- first view of that page that day (views only), so sums over any grouping are unique visitors.
-- WITHOUT ROWID: the key is the table, so an upsert writes one row, not a row and an index entry.
CREATE TABLE analytics_counts (
  day TEXT NOT NULL,
  event TEXT NOT NULL,
  path TEXT NOT NULL DEFAULT '',
  lang TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  device TEXT NOT NULL DEFAULT '',
  referrer TEXT NOT NULL DEFAULT '',
  utm_source TEXT NOT NULL DEFAULT '',
  utm_medium TEXT NOT NULL DEFAULT '',
  utm_campaign TEXT NOT NULL DEFAULT '',
  placement TEXT NOT NULL DEFAULT '',
  detail TEXT NOT NULL DEFAULT '',
  count INTEGER NOT NULL DEFAULT 0,
  visitors INTEGER NOT NULL DEFAULT 0,
  page_visitors INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, event, path, lang, country, device, referrer, utm_source, utm_medium, utm_campaign, placement, detail)
) WITHOUT ROWID;

-- A random salt per day (never derived from the date). The visitor hash is
-- SHA-256(salt, site, IP, user agent); both the salt and the day's hashes are deleted once the
-- day is two days old, after which no hash can be traced back to an address.
CREATE TABLE analytics_salts (
  day TEXT PRIMARY KEY,
  salt TEXT NOT NULL,
  created_at TEXT NOT NULL
) WITHOUT ROWID;

-- The day's visitor hashes, for unique counts and to drop a view's repeated beacons: `seen` lists
-- the views (v:<id>) and pages (p:<key>) counted for this visitor today.
CREATE TABLE analytics_visitors (
  day TEXT NOT NULL,
  hash TEXT NOT NULL,
  seen TEXT NOT NULL,
  PRIMARY KEY (day, hash)
) WITHOUT ROWID;

-- Rows the measurement wrote each day (D1's own count): past the daily budget it stops writing,
-- so that a flood of fake views can never spend the writes the leads need.
CREATE TABLE analytics_budget (
  day TEXT PRIMARY KEY,
  rows_written INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;

-- Weekly digests sent (ISO week, e.g. 2026-W48): never twice for the same week.
CREATE TABLE analytics_digests (
  week TEXT PRIMARY KEY,
  sent_at TEXT NOT NULL
) WITHOUT ROWID;

-- Where each lead and contact message came from: the visit's landing page, the external
-- referrer's host (the UTM columns hold the landing URL's UTM tags when the browser kept them),
-- and the country of the edge that received it.
ALTER TABLE leads ADD COLUMN landing_page TEXT;
ALTER TABLE leads ADD COLUMN referrer_host TEXT;
ALTER TABLE leads ADD COLUMN visitor_country TEXT;
ALTER TABLE contact_messages ADD COLUMN landing_page TEXT;
ALTER TABLE contact_messages ADD COLUMN referrer_host TEXT;
ALTER TABLE contact_messages ADD COLUMN visitor_country TEXT;

-- Whether the report has counted this delivery's final outcome (src/analytics/leads.ts): 0 not
-- yet, 1 counted, 2 counted and the one that counted its submission as delivered (its first).
ALTER TABLE deliveries ADD COLUMN counted INTEGER NOT NULL DEFAULT 0;
-- The scheduled job looks for the outcomes not counted yet every minute: through this index it
-- reads only those, where without it it would read every delivered row each time (D1's free plan
-- counts rows read: two years of leads would spend its 5 million a day). Keyed on `counted`
-- alone, so a delivery's changes of status do not rewrite it: an entry is written when the
-- delivery row is, and removed once its outcome is counted.
CREATE INDEX deliveries_uncounted ON deliveries (counted) WHERE counted = 0;
