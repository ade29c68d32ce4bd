// `npm run dev` once every bundle exists: the demo upstream and the app as processes of
// their own, and in front of them, on PORT, a small proxy that adds a reload script to
// every HTML page and tells the open tabs to reload (an event stream at /__dev/events)
// once the app runs the new build. A rebuild restarts the app only; the demo upstream
// (and what it holds: sent forms, checked cards) keeps running unless its own code
// changed. None of this is in dist/: the production server and its pages never carry it
// (tests/server/dev-reload-absent.test.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { answersOk, startProcess, stopProcess } from '../cluster/child-process.mjs';
import { freePort } from '../cluster/free-port.mjs';

export const DEV_EVENTS_PATH = '/__dev/events';
const RELOAD_SCRIPT_PATH = '/__dev/reload.js';
/** How many ports the app is started on before a restart gives up (startApp). */
const BIND_ATTEMPTS = 3;
// A script file, not an inline one: the pages' CSP allows scripts from 'self' only.
const RELOAD_SCRIPT = `new EventSource('${DEV_EVENTS_PATH}').addEventListener('reload', () => location.reload());\n`;
const RELOAD_TAG = `<script src="${RELOAD_SCRIPT_PATH}" defer></script>`;

function openEventStream(req, res, clients) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
  res.write(': connected\n\n');
  clients.add(res);
  req.on('close', () => clients.delete(res));
}

/** Forwards to the app as it is; an HTML answer gets the reload script (and no validator, so the tab never keeps an old copy). */
function forward(req, res, appUrl) {
  const headers = { ...req.headers };
  delete headers['accept-encoding']; // the HTML must arrive as text to take the script
  const toApp = http.request(new URL(req.url, appUrl), { method: req.method, headers }, (answer) => {
    if (!/^text\/html/.test(answer.headers['content-type'] ?? '')) {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
      return;
    }
    const chunks = [];
    answer.on('data', (chunk) => chunks.push(chunk));
    answer.on('end', () => {
      const html = Buffer.concat(chunks).toString('utf8').replace('</body>', `${RELOAD_TAG}</body>`);
      const headers = { ...answer.headers, 'content-length': Buffer.byteLength(html), 'cache-control': 'no-store' };
      delete headers.etag;
      res.writeHead(answer.statusCode, headers);
      res.end(html);
    });
  });
  toApp.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The app is not answering: see the terminal of npm run dev.\n');
  });
  req.pipe(toApp);
}

const fileHash = (files) => createHash('sha256').update(files.map((file) => readFileSync(file)).join('\0')).digest('hex');

export function createDevServer({ out }) {
  const demoFiles = [path.join(out, 'demo-upstream/main.js'), path.join(out, 'demo-upstream/server.js')];
  const clients = new Set();
  /** The demo upstream's process and what its first line said: { url, user, password }. */
  let demo;
  let demoHash;
  /** The app's process and its URL. */
  let app;
  let proxy;
  let proxyStarted = false;
  let queue = Promise.resolve();

  async function ensureDemo() {
    if (process.env.UPSTREAM_URL) return undefined;
    const hash = fileHash(demoFiles);
    if (demo && hash === demoHash) return demo.upstream;
    if (demo) await stopProcess(demo.started);
    demo = undefined;
    demoHash = hash;
    let upstream;
    const started = await startProcess({
      name: 'demo upstream', command: process.execPath, args: ['--enable-source-maps', demoFiles[0]], env: { ...process.env, PORT: '0' },
      readyLine: /^\{"url"/,
      onLine: (_name, line) => {
        console.log(line);
        upstream ??= JSON.parse(line);
      },
    });
    demo = { started, upstream };
    return upstream;
  }

  /** The new app starts next to the old one, which serves until the new one is ready (a failed start leaves it serving). */
  /**
   * The app on a free port. The port is probed free, then bound by the app: another process
   * may take it in between (a busy machine, the test suite), and the app then exits at once,
   * so it is tried again on another port, up to BIND_ATTEMPTS times.
   */
  async function startApp(upstream) {
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const env = {
        ...process.env, PORT: String(port), HOST: '127.0.0.1', SHUTDOWN_DELAY_MS: '0', // nothing balances load onto this process
        ...(upstream && { UPSTREAM_URL: upstream.url, UPSTREAM_USER: upstream.user, UPSTREAM_PASSWORD: upstream.password }),
      };
      try {
        const started = await startProcess({
          name: 'app', command: process.execPath, args: ['--enable-source-maps', path.join(out, 'server/index.js')], env,
          isReady: () => answersOk(`${url}/healthz`), onLine: (_name, line) => console.log(line),
        });
        return { started, url };
      } catch (error) {
        // Only an app that exited (a port lost to another process) is tried again, not one too slow to be ready.
        if (attempt >= BIND_ATTEMPTS || !/ exited /.test(error.message)) throw error;
      }
    }
  }

  async function restartApp() {
    const upstream = await ensureDemo();
    const previous = app;
    app = await startApp(upstream);
    for (const client of clients) client.write('event: reload\ndata: built\n\n');
    if (previous) await stopProcess(previous.started);
  }

  function startProxy() {
    proxy = http.createServer((req, res) => {
      if (req.url === DEV_EVENTS_PATH) return openEventStream(req, res, clients);
      if (req.url === RELOAD_SCRIPT_PATH) {
        return res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(RELOAD_SCRIPT);
      }
      if (app) return forward(req, res, app.url);
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end('The app did not start: see the terminal of npm run dev.\n');
    });
    const port = Number(process.env.PORT ?? 3000);
    const host = process.env.HOST ?? '0.0.0.0';
    proxy.listen(port, host, () => {
      console.log(`npm run dev: http://localhost:${proxy.address().port}/promo/knauf2025 (open tabs reload after each rebuild)`);
    });
  }

  return {
    /** After every rebuild (the first one included): the app restarts on it, then open tabs reload. Restarts run one at a time. */
    rebuilt() {
      queue = queue.then(restartApp).catch((error) => console.error(`npm run dev: ${error.message}`));
      if (proxyStarted) return;
      proxyStarted = true;
      void queue.then(startProxy);
    },
    async stop() {
      for (const client of clients) client.end();
      proxy?.closeAllConnections();
      proxy?.close();
      await queue;
      await Promise.all([app && stopProcess(app.started), demo && stopProcess(demo.started)]);
    },
  };
}
