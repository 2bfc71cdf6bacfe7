// A Strapi 5 admin as an operator and an editor use it, over the admin panel's own HTTP API:
// first administrator, locales, a read-only API token, the site's webhook, uploads, and the
// Content Manager's create / save / publish / unpublish (the calls the admin UI makes, so the
// webhooks Strapi sends are the ones editors cause). Plain Node (20+), no dependencies.

/**
 * An entry as the edit form sends it: without `status`, which the Content Manager's answers carry
 * (draft, published, modified) but its save and publish refuse ("Invalid status").
 */
const form = ({ status: _, ...data }) => data;

export class StrapiAdmin {
  /** @param {string} base e.g. http://127.0.0.1:1337 */
  constructor(base) {
    this.base = base.replace(/\/+$/, '');
    this.token = '';
  }

  async call(method, path, body, { raw = false } = {}) {
    const headers = { Accept: 'application/json' };
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    let payload;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(this.base + path, { method, headers, body: payload });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text.slice(0, 800)}`);
    if (raw) return text;
    return text ? JSON.parse(text) : null;
  }

  /** The first administrator (an empty Strapi), else a login. */
  async signIn(email = 'editor@example.com', password = 'Editor-Passw0rd!') {
    const init = await this.call('GET', '/admin/init');
    const path = init.data.hasAdmin ? '/admin/login' : '/admin/register-admin';
    const body = init.data.hasAdmin ? { email, password } : { email, password, firstname: 'Editor', lastname: 'Test' };
    this.token = (await this.call('POST', path, body)).data.token;
  }

  /** pt (default), en and es: the site's three languages, with exactly these codes. */
  async ensureLocales() {
    const have = await this.call('GET', '/i18n/locales');
    const codes = new Set(have.map((l) => l.code));
    const names = { pt: 'Portuguese (pt)', en: 'English (en)', es: 'Spanish (es)' };
    for (const code of ['pt', 'en', 'es']) {
      if (!codes.has(code)) await this.call('POST', '/i18n/locales', { name: names[code], code, isDefault: code === 'pt' });
    }
    const pt = (await this.call('GET', '/i18n/locales')).find((l) => l.code === 'pt');
    if (!pt.isDefault) await this.call('PUT', `/i18n/locales/${pt.id}`, { name: pt.name, isDefault: true });
  }

  /** A read-only API token for the site (CMS_API_TOKEN). */
  async createReadOnlyToken(name = 'site (read-only)') {
    const res = await this.call('POST', '/admin/api-tokens', {
      name,
      description: 'The website reads published content',
      type: 'read-only',
      lifespan: null,
    });
    return res.data.accessKey;
  }

  async createWebhook({ url, secret, events }) {
    const res = await this.call('POST', '/admin/webhooks', {
      name: 'site cache',
      url,
      headers: { Authorization: `Bearer ${secret}` },
      events,
    });
    return res.data;
  }

  /** Uploads one image through the Media Library; returns the file entry (id, url …). */
  async upload(name, bytes, type = 'image/png', alternativeText = '') {
    const form = new FormData();
    form.append('files', new Blob([bytes], { type }), name);
    form.append('fileInfo', JSON.stringify({ name, alternativeText, caption: '' }));
    const res = await this.call('POST', '/upload', form);
    return Array.isArray(res) ? res[0] : (res.data?.[0] ?? res);
  }

  /** Replaces an uploaded file's bytes (same id; the URL changes). */
  async replaceUpload(id, name, bytes, type = 'image/png') {
    const form = new FormData();
    form.append('files', new Blob([bytes], { type }), name);
    form.append('fileInfo', JSON.stringify({ name }));
    return this.call('POST', `/upload?id=${id}`, form);
  }

  cm(uid) {
    const base = `/content-manager/collection-types/${uid}`;
    const q = (locale) => (locale ? `?locale=${locale}` : '');
    return {
      /** A new document (draft when the type has draft & publish). */
      create: async (data, locale) => (await this.call('POST', `${base}${q(locale)}`, data)).data,
      /** Save: updates the draft (or creates this locale of the document). */
      save: async (documentId, data, locale) => (await this.call('PUT', `${base}/${documentId}${q(locale)}`, form(data))).data,
      /** The admin's Publish button: saves the form, then publishes. */
      publish: async (documentId, data, locale) =>
        (await this.call('POST', `${base}/${documentId}/actions/publish${q(locale)}`, form(data))).data,
      unpublish: async (documentId, locale) => (await this.call('POST', `${base}/${documentId}/actions/unpublish${q(locale)}`, {})).data,
      remove: async (documentId, locale) => this.call('DELETE', `${base}/${documentId}${q(locale)}`),
      find: async (documentId, locale) => (await this.call('GET', `${base}/${documentId}${q(locale)}`)).data,
    };
  }

  /** A single type (one entry per language) in the Content Manager, as an editor uses it. */
  st(uid) {
    const base = `/content-manager/single-types/${uid}`;
    const q = (locale) => (locale ? `?locale=${locale}` : '');
    return {
      /** Save: the draft (created in this language when there is none). */
      save: async (data, locale) => (await this.call('PUT', `${base}${q(locale)}`, form(data))).data,
      /** The admin's Publish button: saves the form, then publishes. */
      publish: async (data, locale) => (await this.call('POST', `${base}/actions/publish${q(locale)}`, form(data))).data,
      unpublish: async (locale) => (await this.call('POST', `${base}/actions/unpublish${q(locale)}`, {})).data,
      find: async (locale) => (await this.call('GET', `${base}${q(locale)}`)).data,
    };
  }

  /** The URL Strapi's Preview button opens (the handler in cms/strapi/config/admin.js). */
  async previewUrl(uid, documentId, locale, status = 'draft') {
    const params = new URLSearchParams({ documentId, locale, status });
    return (await this.call('GET', `/content-manager/preview/url/${uid}?${params}`)).data.url;
  }
}
