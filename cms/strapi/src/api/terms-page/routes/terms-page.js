'use strict';

const { factories } = require('@strapi/strapi');

// The site reads (find); `npm run cms:import` writes (create, update) with a token of its own. The
// site's token is read-only and the Public role has no permission, so no one else writes.
module.exports = factories.createCoreRouter('api::terms-page.terms-page', { only: ['find', 'update'] });
