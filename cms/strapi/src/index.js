'use strict';

const ARTICLE = 'api::article.article';

module.exports = {
  /**
   * Stable publication dates. Strapi 5 sets `publishedAt` to "now" on every publish, so a typo
   * fixed in a January article would date it today and move it to the top of every list and feed.
   * The site sorts and dates by `publicationDate` instead: filled here on the first publish of a
   * document when the editor left it empty, and never touched again (editors may still set it by
   * hand, for a back-dated article). It is not localized: one date for every language.
   */
  register({ strapi }) {
    strapi.documents.use(async (context, next) => {
      if (context.uid !== ARTICLE || context.action !== 'publish') return next();
      const { documentId } = context.params;
      const locale = typeof context.params.locale === 'string' ? context.params.locale : undefined;
      const draft = await strapi.documents(ARTICLE).findOne({ documentId, locale, status: 'draft', fields: ['publicationDate'] });
      if (draft && !draft.publicationDate) {
        await strapi
          .documents(ARTICLE)
          .update({ documentId, locale, status: 'draft', data: { publicationDate: new Date().toISOString() } });
      }
      return next();
    });
  },
  /**
   * The help text under every field of the marketing pages (src/page-help.json, written from the
   * site's model by scripts/cms/page-model.mjs): where the field shows on the page and what the
   * site accepts. Strapi keeps such texts in its database, not in the schema files, so they are
   * set here at every start; a label or description changed in the admin is reset at restart.
   */
  async bootstrap({ strapi }) {
    const help = require('./page-help.json');
    const manager = strapi.plugin('content-manager');
    const apply = async (service, find, uid, fields) => {
      const model = service[find](uid);
      if (!model) return;
      const configuration = await service.findConfiguration(model);
      const metadatas = { ...configuration.metadatas };
      for (const [field, description] of Object.entries(fields)) {
        if (!metadatas[field]) continue;
        metadatas[field] = { ...metadatas[field], edit: { ...metadatas[field].edit, description } };
      }
      await service.updateConfiguration(model, { settings: configuration.settings, layouts: configuration.layouts, metadatas });
    };
    for (const [uid, fields] of Object.entries(help.contentTypes)) {
      await apply(manager.service('content-types'), 'findContentType', uid, fields);
    }
    for (const [uid, fields] of Object.entries(help.components)) {
      await apply(manager.service('components'), 'findComponent', uid, fields);
    }
  },
};
