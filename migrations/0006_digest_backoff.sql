-- The weekly digest's tries (src/report/digest.ts): a send that fails keeps the week's row, marked
-- 'failed' with the time of its next try, each wait longer than the last; after the last try the
-- week is 'gave_up'. A week's row sent before this migration was sent.
ALTER TABLE analytics_digests ADD COLUMN status TEXT NOT NULL DEFAULT 'sent';
ALTER TABLE analytics_digests ADD COLUMN attempts INTEGER NOT NULL DEFAULT 1;
ALTER TABLE analytics_digests ADD COLUMN retry_at TEXT;
