// The key behind every keyed hash the site stores (IP hashes, erasure records): the operator's
// IP_HASH_SECRET when set, otherwise 32 random bytes the site generates on first use and keeps in
// its own D1 table `site_secrets`, so hashes stay stable across isolates and deploys but cannot
// be brute-forced back to an address by anyone who has only the database rows or the code.

import { countedAddress } from '../http/address';
import { secretOf } from '../http/secret';
import { hex } from '../util/hex';

type SecretEnv = { LEADS_DB: D1Database; IP_HASH_SECRET?: string };

const SECRET_NAME = 'hash-key:v1';

/** Per isolate: the generated key once read (it never changes once stored). */
const generated = new WeakMap<D1Database, Promise<string>>();

function randomHex(bytes: number): string {
  return hex(crypto.getRandomValues(new Uint8Array(bytes)));
}

async function storedSecret(db: D1Database): Promise<string> {
  // The first writer wins; a concurrent first use elsewhere reads the winner's value.
  await db
    .prepare('INSERT OR IGNORE INTO site_secrets (name, value, created_at) VALUES (?, ?, ?)')
    .bind(SECRET_NAME, randomHex(32), new Date().toISOString())
    .run();
  const row = await db.prepare('SELECT value FROM site_secrets WHERE name = ?').bind(SECRET_NAME).first<{ value: string }>();
  if (!row) throw new Error('site_secrets: the generated key could not be read back');
  return row.value;
}

/** The hashing key: IP_HASH_SECRET, else the generated one (created on first use). */
export function hashKey(env: SecretEnv): Promise<string> {
  const configured = secretOf(env.IP_HASH_SECRET);
  if (configured) return Promise.resolve(configured);
  let pending = generated.get(env.LEADS_DB);
  if (!pending) {
    pending = storedSecret(env.LEADS_DB);
    generated.set(env.LEADS_DB, pending);
    // A failed read is not remembered: the next call tries again.
    pending.catch(() => generated.delete(env.LEADS_DB));
  }
  return pending;
}

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(secret, key);
  }
  return key;
}

/** HMAC-SHA-256 of `purpose:value` under `secret`, hex; `purpose` keeps the uses apart. */
export async function keyedHash(secret: string, purpose: string, value: string, hexChars = 64): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(`${purpose}:${value}`));
  return hex(mac).slice(0, hexChars);
}

/**
 * What the site keeps of a visitor's IP address (rate limit, abuse review): a keyed hash, 128
 * bits, which nobody without the key can turn back into the address, IPv4 included. Of the
 * address as it is counted (http/address.ts): an IPv6 visitor's whole /64 is one hash.
 */
export async function ipHash(env: SecretEnv, ip: string): Promise<string> {
  return keyedHash(await hashKey(env), 'ip', countedAddress(ip), 32);
}

/** The erasure record's reference to a person: a keyed hash of the lower-cased, trimmed address. */
export async function subjectHash(env: SecretEnv, email: string): Promise<string> {
  return keyedHash(await hashKey(env), 'subject', email.trim().toLowerCase());
}
