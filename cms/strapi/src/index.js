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
  bootstrap() {},
};
