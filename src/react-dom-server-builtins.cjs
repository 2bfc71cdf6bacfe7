'use strict';
// What React's Node server build (src/react-dom-server.cjs) takes from Node's `util`, `crypto` and
// `stream`, without them: wrangler.toml [alias] maps the three names here. Imported, they are
// modules workerd builds in every new isolate at start-up (node:crypto with its random source,
// node:stream with zlib's constants: several ms of `wrangler check startup`), for code the worker
// never runs. React reads util.TextEncoder at load (the platform's is the same class); it calls
// crypto.createHash only for server actions' form state and builds a stream.Readable only in
// renderToPipeableStream and the Node prerender, none of which the worker uses: those fail loudly.
const unused = (what) => () => {
  throw new Error(`${what} is not bundled (src/react-dom-server-builtins.cjs): the worker renders with renderToReadableStream`);
};

exports.TextEncoder = globalThis.TextEncoder;
exports.createHash = unused('crypto.createHash');
exports.Readable = unused('stream.Readable');
