'use strict';

// js-xss's CSS filter (the cssfilter package), swapped out of the worker by wrangler.toml's [alias]:
// the markdown pipeline allows no style attribute (src/content/markdown/render.ts: `css: false`, and no
// `style` in its allowlist), so js-xss never filters CSS, yet it loads cssfilter's rule tables
// (about 9 KB of the bundle). Should it ever be asked to, this filter keeps nothing: fail closed.
class FilterCSS {
  process() {
    return '';
  }
}

function filterCSS() {
  return '';
}

module.exports = filterCSS;
module.exports.FilterCSS = FilterCSS;
module.exports.getDefaultWhiteList = () => ({});
