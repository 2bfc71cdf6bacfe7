'use strict';
// The one React DOM server build the worker carries (wrangler.toml [alias] maps react-dom/server
// and react-dom/server.edge here). react-dom's own entry points each pull in two builds (the
// stream renderer and the legacy renderToString one), and @hono/react-renderer imports
// react-dom/server besides the stream entry: four builds, 1.1 MB that every new isolate parsed.
// The Node build streams by writing strings into 4 KB buffers (the edge build makes a Uint8Array
// of every attribute and text piece: CPU and GC on every render); workerd runs it under
// nodejs_compat. Nothing here renders to a string synchronously: <Prerendered> fills its cache
// with renderToReadableStream too.
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
