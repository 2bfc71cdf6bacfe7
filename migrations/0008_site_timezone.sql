-- The time zone the counters' days are in (SITE_TIMEZONE, src/shared/local-day.ts), and from which
-- day. Rows counted before a zone applied keep the days they were counted under (before this
-- table, UTC days): nothing is moved or recounted, since a counter row cannot be split into the
-- hours it summed. The scheduled job adds a row when it first sees a zone that is not the last
-- one here (src/analytics/zone.ts); `first_day` is the first whole day counted in it (the day
-- after the one it was first seen on, which mixes the two), and the report says so.
CREATE TABLE analytics_zones (
  time_zone TEXT NOT NULL,
  first_day TEXT NOT NULL,
  noted_at TEXT NOT NULL
);
