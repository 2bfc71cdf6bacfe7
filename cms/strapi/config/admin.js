'use strict';

/** The marketing pages' types are those with help texts (src/page-help.json): each previews as the page it holds. */
const PAGE_TYPES = require('../src/page-help.json').contentTypes;

/**
 * Admin settings for the site's Strapi 5. Preview: the Content Manager's "Open preview" button
 * (and side panel) opens the site's secret-protected preview entry, which fetches the draft live.
 * SITE_URL: the site's origin (https://www.example.com); SITE_PREVIEW_SECRET: the same value as the
 * site's CMS_PREVIEW_SECRET. The site allows framing of preview pages by CMS_ADMIN_ORIGIN only.
 */
module.exports = ({ env }) => {
  const siteUrl = env('SITE_URL', '').replace(/\/+$/, '');
  const previewSecret = env('SITE_PREVIEW_SECRET', '');
  return {
    auth: { secret: env('ADMIN_JWT_SECRET') },
    apiToken: { salt: env('API_TOKEN_SALT') },
    transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
    secrets: { encryptionKey: env('ENCRYPTION_KEY') },
    preview: {
      enabled: Boolean(siteUrl && previewSecret),
      config: {
        allowedOrigins: siteUrl ? [siteUrl] : [],
        async handler(uid, { documentId, locale, status }) {
          const params = new URLSearchParams({ secret: previewSecret, status: status || 'draft' });
          if (locale) params.set('locale', locale);
          if (documentId) params.set('documentId', documentId);
          // The marketing pages: the site opens the page the entry holds (a solution page by its slug).
          if (PAGE_TYPES[uid]) {
            const model = uid.slice(5).split('.')[0];
            params.set('model', model);
            if (model === 'solution-page') {
              const entry = await strapi
                .documents(uid)
                .findOne({ documentId, locale, status: status === 'published' ? 'published' : 'draft', fields: ['slug'] });
              if (entry?.slug) params.set('slug', entry.slug);
            }
            return `${siteUrl}/api/preview?${params}`;
          }
          // Articles; other types (tags, categories, authors) have no page of their own.
          if (uid !== 'api::article.article') return null;
          const document = await strapi
            .documents(uid)
            .findOne({ documentId, locale, status: status === 'published' ? 'published' : 'draft', fields: ['slug'] });
          if (document?.slug) params.set('slug', document.slug);
          return `${siteUrl}/api/preview?${params}`;
        },
      },
    },
  };
};
