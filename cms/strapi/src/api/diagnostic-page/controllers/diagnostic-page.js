'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::diagnostic-page.diagnostic-page');
