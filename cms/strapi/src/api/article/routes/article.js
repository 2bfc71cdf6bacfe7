'use strict';

const { factories } = require('@strapi/strapi');

// Read-only for the site: find and findOne. The site's API token is read-only anyway.
module.exports = factories.createCoreRouter('api::article.article', { only: ['find', 'findOne'] });
