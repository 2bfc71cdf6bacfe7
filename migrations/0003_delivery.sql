-- Delivery of each stored submission (lead, contact message, privacy request) to each destination
-- (webhook, e-mail to the team, RD Station Marketing for leads and messages only), one row per
-- submission and destination, each with its own state and retries.
-- status: pending (due at next_attempt_at) → sending (claimed until lease_until by one invocation)
-- → delivered, or failed (a permanent refusal, or the attempts ran out). A claim is one UPDATE, so
-- a request and the scheduled job never send the same row twice.
-- The delivery_* columns of leads, contact_messages and privacy_requests stay (additive migrations) and now hold a
-- summary of these rows: the CSV exports keep showing where each submission stands.

CREATE TABLE deliveries (
  source TEXT NOT NULL CHECK (source IN ('leads', 'contact_messages', 'privacy_requests')),
  row_id INTEGER NOT NULL,
  destination TEXT NOT NULL CHECK (destination IN ('webhook', 'email', 'rdstation')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  next_attempt_at TEXT NOT NULL,
  lease_until TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  delivered_at TEXT,
  PRIMARY KEY (source, row_id, destination)
);
CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
