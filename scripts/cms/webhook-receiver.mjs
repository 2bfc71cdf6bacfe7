// A local receiver for Strapi's webhooks: keeps every POST (event header, body as sent) and
// answers 200. For recording fixtures and for tests that look at what Strapi sends.
import { createServer } from 'node:http';

export async function startReceiver(port = 0) {
  const received = [];
  let label = '';
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      let json = null;
      try {
        json = JSON.parse(body);
      } catch {
        // keep the raw text
      }
      received.push({ label, event: req.headers['x-strapi-event'], authorization: req.headers.authorization, body: json ?? body });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"ok":true}');
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hook`,
    received,
    /** Names the events that arrive from now on (one scenario). */
    mark(name) {
      label = name;
    },
    /** Resolves once nothing new arrived for `quietMs`. */
    async settle(quietMs = 1500) {
      let seen = -1;
      while (seen !== received.length) {
        seen = received.length;
        await new Promise((r) => setTimeout(r, quietMs));
      }
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
