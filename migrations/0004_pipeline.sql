-- The lead pipeline's defences: limits no posted field can dodge, a consent revocation that a
-- later move of a parked submission cannot undo. The previous release's code keeps working on this
-- schema: columns and tables are added, and the one index dropped is one no query needs.

-- Each rate-limit window has its own length (a visitor's ten minutes and day, the site's minute
-- and day, a minute of wrong operator tokens), so the scheduled clean-up knows when a row is over.
-- Rows of the previous release are its ten-minute windows.
ALTER TABLE rate_limits ADD COLUMN window_seconds INTEGER NOT NULL DEFAULT 600;
-- The clean-up now compares each row's own end (window_start + window_seconds), which this index
-- cannot serve, and the table holds at most a day of counters; keeping it cost a row written for
-- every new counter, and D1's free plan counts those (docs/leads.md, the daily arithmetic).
DROP INDEX IF EXISTS rate_limits_window_start;

-- "Seen before": during a surge of posts, a visitor whose address already sent something that was
-- kept (its keyed hash is kept 90 days) is let through without a challenge. Partial: the rows whose
-- hash retention has cleared take no room.
CREATE INDEX leads_ip_hash ON leads (ip_hash) WHERE ip_hash IS NOT NULL;
CREATE INDEX contact_messages_ip_hash ON contact_messages (ip_hash) WHERE ip_hash IS NOT NULL;
CREATE INDEX privacy_requests_ip_hash ON privacy_requests (ip_hash) WHERE ip_hash IS NOT NULL;

-- Proof that a person withdrew their marketing consent, holding no personal data (a keyed hash of
-- the lower-cased address, as in erasures, and when). A submission of theirs received before it and
-- still parked in KV is moved into D1 without the consent it carried, whatever copy the move read.
CREATE TABLE revocations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  revoked_at TEXT NOT NULL,
  subject_hash TEXT NOT NULL
);
CREATE INDEX revocations_subject_hash ON revocations (subject_hash);
