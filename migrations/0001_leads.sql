-- Leads (diagnostic requests) and contact messages, one row per accepted submission.
-- received_at: ISO 8601 UTC. ip_hash: SHA-256 of the visitor's IP with a pepper, never the IP.
-- idempotency_key: from the form (one per page view); a double click or a retry stores once.
-- delivery_*: forwarding to LEAD_WEBHOOK_URL ('none' when no webhook is configured).

CREATE TABLE leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  idempotency_key TEXT NOT NULL UNIQUE,
  received_at TEXT NOT NULL,
  form TEXT NOT NULL CHECK (form IN ('standard', 'strict', 'diagnostic')),
  placement TEXT,
  lang TEXT NOT NULL CHECK (lang IN ('pt', 'en', 'es')),
  page TEXT,
  name TEXT NOT NULL,
  company TEXT NOT NULL,
  position TEXT,
  phone TEXT NOT NULL,
  phone_e164 TEXT,
  phone_valid INTEGER,
  email TEXT NOT NULL,
  employees TEXT,
  segment TEXT,
  pain TEXT,
  utm_source TEXT,
  utm_medium TEXT,
  utm_campaign TEXT,
  user_agent TEXT,
  ip_hash TEXT,
  delivery_status TEXT NOT NULL DEFAULT 'none' CHECK (delivery_status IN ('none', 'pending', 'delivered', 'failed')),
  delivery_attempts INTEGER NOT NULL DEFAULT 0,
  delivery_last_error TEXT,
  delivery_updated_at TEXT
);
CREATE INDEX leads_received_at ON leads (received_at);
CREATE INDEX leads_delivery_status ON leads (delivery_status);

CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  idempotency_key TEXT NOT NULL UNIQUE,
  received_at TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('pt', 'en', 'es')),
  page TEXT,
  placement TEXT,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  country_code TEXT,
  country TEXT,
  ddd TEXT,
  phone_number TEXT,
  phone_e164 TEXT,
  phone_valid INTEGER,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  utm_source TEXT,
  utm_medium TEXT,
  utm_campaign TEXT,
  user_agent TEXT,
  ip_hash TEXT,
  delivery_status TEXT NOT NULL DEFAULT 'none' CHECK (delivery_status IN ('none', 'pending', 'delivered', 'failed')),
  delivery_attempts INTEGER NOT NULL DEFAULT 0,
  delivery_last_error TEXT,
  delivery_updated_at TEXT
);
CREATE INDEX contact_messages_received_at ON contact_messages (received_at);
CREATE INDEX contact_messages_delivery_status ON contact_messages (delivery_status);

-- Fixed-window submission counter per form and IP hash (the per-IP rate limit).
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
);
CREATE INDEX rate_limits_window_start ON rate_limits (window_start);
