// RD Station Marketing: each submission becomes a conversion event through the public API
// (POST https://api.rd.services/platform/conversions?api_key=<key>, body
// { event_type: 'CONVERSION', event_family: 'CDP', payload: { conversion_identifier, email, … } },
// answered 200 { event_uuid } or 4xx { errors: … }), with the site's placement as the conversion
// identifier. RD Station has no standard fields for employee count, segment or the pain text:
// those go to custom fields (cf_…) created in RD Station and named in vars; unnamed, they are not sent
// (an unknown custom field would make RD Station refuse the whole conversion).
import type { Table } from '../columns';
import { postJson } from './http';
import type { Outcome } from './outbox';

export const RD_STATION_URL = 'https://api.rd.services/platform/conversions';

export interface RdStationTarget {
  apiKey: string;
  /**
   * Custom field API identifiers (cf_…) for the pain text, the employee count and the segment, and
   * for the submission's idempotency key: RD Station reads no idempotency key of its own, so a
   * conversion sent twice is two events on one contact, and this field lets the team tell them apart.
   */
  fields: { pain?: string; employees?: string; segment?: string; key?: string };
}

type Row = Record<string, unknown>;

const text = (v: unknown): string | undefined => (v === null || v === undefined || v === '' ? undefined : String(v));
const customField = (name: string | undefined) => (name && /^cf_[a-z0-9_]+$/i.test(name.trim()) ? name.trim() : undefined);

/** The conversion event for a stored lead or contact message. */
export function conversionEvent(table: Table, row: Row, target: RdStationTarget): Record<string, unknown> {
  const isLead = table === 'leads';
  const payload: Record<string, unknown> = {
    conversion_identifier: text(row.placement) ?? (isLead ? `site-${String(row.form)}` : 'site-contato'),
    email: text(row.email),
    name: text(row.name),
    job_title: isLead ? text(row.position) : undefined,
    company_name: isLead ? text(row.company) : undefined,
    // The E.164 form when the number checked out, else what the visitor typed.
    mobile_phone: text(row.phone_e164) ?? (isLead ? text(row.phone) : undefined),
    country: isLead ? undefined : text(row.country),
    // The visit's source: its UTM tags, else the site it came from (RD's traffic source fields).
    traffic_source: text(row.utm_source) ?? text(row.referrer_host),
    traffic_medium: text(row.utm_medium) ?? (text(row.referrer_host) ? 'referral' : undefined),
    traffic_campaign: text(row.utm_campaign),
  };
  if (isLead) {
    for (const [field, column] of [
      ['pain', 'pain'],
      ['employees', 'employees'],
      ['segment', 'segment'],
    ] as const) {
      const name = customField(target.fields[field]);
      if (name && text(row[column])) payload[name] = text(row[column]);
    }
  }
  const keyField = customField(target.fields.key);
  if (keyField && text(row.idempotency_key)) payload[keyField] = text(row.idempotency_key);
  // LGPD: the request itself is handled on the basis of preliminary procedures of a contract the
  // person asked for; marketing messages only with the consent the form recorded. Without that
  // tick nothing is said about communications: an unticked box on a new form is not a revocation
  // of a consent given before (revocation goes through the privacy request flow).
  if (Number(row.marketing_consent) === 1) {
    payload.legal_bases = [{ category: 'communications', type: 'consent', status: 'granted' }];
    payload.available_for_mailing = true;
  }
  for (const key of Object.keys(payload)) if (payload[key] === undefined) delete payload[key];
  return { event_type: 'CONVERSION', event_family: 'CDP', payload };
}

/** RD Station's error list, shortened for the delivery record. */
async function errorDetail(res: Response): Promise<string> {
  return (await res.text()).replace(/\s+/g, ' ').slice(0, 300);
}

export function sendRdStation(target: RdStationTarget, table: Table, row: Row): Promise<Outcome> {
  const url = `${RD_STATION_URL}?api_key=${encodeURIComponent(target.apiKey)}`;
  return postJson(url, JSON.stringify(conversionEvent(table, row, target)), { Accept: 'application/json' }, errorDetail);
}
