// A stand-in for the app behind `npm run dev`'s proxy (scripts/build/dev-server.mjs), for
// tests/process/dev-proxy.test.ts: the proxy starts it as it starts dist/server/index.js
// (PORT, HOST; ready once GET /healthz answers 200). Each thing it does is told on a line
// of its own, which the proxy passes on to its stdout, so the test awaits the line instead
// of sleeping. It is ready only once the test posts to /ready on its port: the test decides
// when a restart ends, and the answer tells it the app took the word (a signal has no answer).
import http from 'node:http';

const say = (what) => console.log(`dev-proxy-app ${process.pid} ${what}`);
let ready = false;

const server = http.createServer((req, res) => {
  const path = req.url;
  if (path === '/healthz') return res.writeHead(ready ? 200 : 503).end();
  if (path === '/ready' && req.method === 'POST') {
    ready = true;
    say('ready');
    return res.writeHead(204).end();
  }
  if (path === '/whoami.html') {
    const html = `<!doctype html><html><body>app ${process.pid}</body></html>`;
    return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  }
  // Headers and part of a long body, then nothing: the test stops this process mid-answer.
  if (path === '/cut.txt' || path === '/cut.html') {
    const type = path.endsWith('.html') ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8';
    res.writeHead(200, { 'content-type': type, 'content-length': 1_000_000 });
    res.write(path.endsWith('.html') ? '<!doctype html><html><body>first part' : 'first part', () => say(`sent part of ${path}`));
    return undefined;
  }
  // Part of an answer, then nothing, until the other side goes away.
  if (path === '/slow.txt') {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    res.write('first part', () => say(`sent part of ${path}`));
    res.on('close', () => say(`${path} closed by the other side`));
    return undefined;
  }
  // No answer at all.
  if (path === '/silent') return say(`holds ${path}`);
  return res.writeHead(404).end();
});
server.listen(Number(process.env.PORT), process.env.HOST, () => say(`listening on ${server.address().port}`));
process.on('SIGTERM', () => {
  say('stopping');
  // Exits 1 when the server was not listening (close's error), as the real app's stop would fail.
  server.close((error) => process.exit(error ? 1 : 0));
  server.closeAllConnections();
});
