'use strict';
// The one React DOM server build the worker carries (wrangler.toml [alias] maps react-dom/server
// and react-dom/server.edge here). react-dom's own entry points pull in the edge stream renderer
// and the legacy renderToString one besides: enough to take the deploy bundle past its 350 KB gzip
// budget (test/browser/bundle-budget.test.ts). That is what the alias is for: render and start-up
// CPU measure the same with either build, within the noise of `npm run bench -- --layers`. workerd
// runs the Node build under nodejs_compat. Nothing here renders to a string synchronously:
// <Prerendered> fills its cache with renderToReadableStream too.
var s =
  process.env.NODE_ENV === 'production'
    ? require('../node_modules/react-dom/cjs/react-dom-server.node.production.js')
    : require('../node_modules/react-dom/cjs/react-dom-server.node.development.js');

exports.version = s.version;
exports.renderToReadableStream = s.renderToReadableStream;
exports.resume = s.resume;
exports.prerender = s.prerender;
exports.renderToString = () => {
  throw new Error('renderToString is not bundled (src/react-dom-server.cjs): render with renderToReadableStream');
};
