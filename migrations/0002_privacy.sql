-- Privacy (LGPD): what each submission recorded about consent, the data subjects' requests, the
-- erasure records, and the site's own generated secrets. Additive only: the previous release's
-- code keeps working on this schema (new columns are nullable or have defaults).

-- notice_version: version of the privacy notice the form showed (its date, YYYY-MM-DD).
-- marketing_consent: 1 when the optional, unticked marketing checkbox was ticked.
-- consent_at: ISO 8601 UTC time of the submission that recorded the consent (NULL without consent).
ALTER TABLE leads ADD COLUMN notice_version TEXT;
ALTER TABLE leads ADD COLUMN marketing_consent INTEGER NOT NULL DEFAULT 0;
ALTER TABLE leads ADD COLUMN consent_at TEXT;
ALTER TABLE contact_messages ADD COLUMN notice_version TEXT;
ALTER TABLE contact_messages ADD COLUMN marketing_consent INTEGER NOT NULL DEFAULT 0;
ALTER TABLE contact_messages ADD COLUMN consent_at TEXT;

-- Access, erasure and revocation look people up by e-mail address, whatever its case.
CREATE INDEX leads_email_lower ON leads (lower(email));
CREATE INDEX contact_messages_email_lower ON contact_messages (lower(email));

-- Requests of data subjects (LGPD art. 18) sent through the form on the privacy page.
CREATE TABLE privacy_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  idempotency_key TEXT NOT NULL UNIQUE,
  received_at TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('pt', 'en', 'es')),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  request_type TEXT NOT NULL CHECK (request_type IN ('access', 'correction', 'deletion', 'revocation', 'sharing')),
  details TEXT,
  -- The legal deadline stated in the confirmation (received_at + 15 days), so the operator sees it.
  due_at TEXT NOT NULL,
  notice_version TEXT,
  user_agent TEXT,
  ip_hash TEXT,
  delivery_status TEXT NOT NULL DEFAULT 'none' CHECK (delivery_status IN ('none', 'pending', 'delivered', 'failed')),
  delivery_attempts INTEGER NOT NULL DEFAULT 0,
  delivery_last_error TEXT,
  delivery_updated_at TEXT
);
CREATE INDEX privacy_requests_received_at ON privacy_requests (received_at);
CREATE INDEX privacy_requests_email_lower ON privacy_requests (lower(email));
CREATE INDEX privacy_requests_delivery_status ON privacy_requests (delivery_status);

-- Proof that an erasure was done, holding no personal data: a keyed hash (HMAC-SHA-256 with the
-- site's secret) of the lower-cased address, when, and how many rows each table lost.
CREATE TABLE erasures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  erased_at TEXT NOT NULL,
  subject_hash TEXT NOT NULL,
  rows_erased TEXT NOT NULL
);
CREATE INDEX erasures_subject_hash ON erasures (subject_hash);

-- Secrets the site generates for itself on first use when the operator set none (the IP-hash
-- key when IP_HASH_SECRET is unset). INSERT OR IGNORE makes the first writer win everywhere.
CREATE TABLE site_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL
);
