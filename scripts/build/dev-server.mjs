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
import { pipeline } from 'node:stream';
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

/**
 * How long the app may stay silent on a request (no headers, no byte of the body) before the
 * proxy gives up on it: well past the app's longest answer (a request still arriving is cut
 * at REQUEST_TIMEOUT_MS, 30 s, its upstream calls at UPSTREAM_TIMEOUT_MS each), so only an
 * app that is stuck (a loop, a debugger's pause) meets it.
 */
const APP_SILENCE_MS = 60_000;
/**
 * How long a request that found no app waits for a restart under way to bring the new one
 * (startApp's own bound is 30 s a try): past that the browser gets a 503 page saying so.
 */
const RESTART_WAIT_MS = 30_000;

/**
 * The proxy's own page when the app gives no answer the browser could use: in Russian, as
 * the site, saying what happened and what to do; it carries the reload script, so an open
 * tab reloads by itself once the next build's app runs.
 */
/** `title` and `lead`: the proxy's own texts (no markup, nothing from the request). */
function sendDevPage(res, status, title, lead, headers = {}) {
  if (res.headersSent) return void res.destroy(); // an answer already begun can only be cut, never completed
  const html = '<!doctype html><html lang="ru"><head><meta charset="utf-8">'
    + `<title>${title} — npm run dev</title></head><body><h1>${title}</h1><p>${lead}</p>`
    + '<p>Страница обновится сама, когда приложение запустится на новой сборке (после сохранения файла); '
    + 'можно и обновить её вручную. Что случилось с приложением — в терминале npm run dev.</p>'
    + `${RELOAD_TAG}</body></html>`;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html), 'cache-control': 'no-store', ...headers,
  });
  res.end(html);
}

/**
 * Forwards to the app as it is; an HTML answer gets the reload script (and no validator, so
 * the tab never keeps an old copy). Every request ends: an app that refuses or stops before
 * the browser got anything is waited for when a restart is under way (`apps.after`, bounded)
 * and asked again once (a GET or HEAD without a body), else the browser gets the proxy's page
 * (502; 503 while the restart still runs; 504 for an app silent for `silenceMs`); an answer
 * cut after its headers went out is cut for the browser too (its connection destroyed), so
 * it fails instead of waiting for the rest; a browser that goes away drops the request to the app.
 */
function forward(req, res, apps, { silenceMs, waitMs }) {
  const headers = { ...req.headers };
  delete headers['accept-encoding']; // the HTML must arrive as text to take the script
  const hasBody = (req.headers['content-length'] ?? '0') !== '0' || req.headers['transfer-encoding'] !== undefined;
  const canAskAgain = (req.method === 'GET' || req.method === 'HEAD') && !hasBody;
  /** The request to the app now under way. */
  let toApp;
  /** Set once the browser's connection closed before its answer was complete. */
  let browserGone = false;
  res.on('close', () => {
    if (res.writableFinished) return;
    browserGone = true;
    toApp?.destroy();
  });

  /** The app gave the browser nothing: ask the next app if a restart brings one, else the proxy's page. */
  async function noAnswer(tried, askedAgain, reason) {
    if (browserGone || res.writableEnded) return;
    if (reason === 'silent') {
      console.log(`npm run dev: ${req.method} ${req.url}: the app said nothing for ${silenceMs / 1000} s, the browser gets a 504`);
      const lead = `Приложение ничего не ответило за ${silenceMs / 1000} с: возможно, оно зависло (бесконечный цикл, пауза отладчика).`;
      return sendDevPage(res, 504, 'Приложение не ответило', lead);
    }
    const next = canAskAgain && !askedAgain ? await apps.after(tried, waitMs) : undefined;
    if (browserGone) return;
    if (next) return ask(next, true);
    if (apps.restarting()) {
      const lead = `Новое приложение не запустилось за ${waitMs / 1000} с.`;
      return sendDevPage(res, 503, 'Приложение ещё перезапускается', lead, { 'retry-after': '5' });
    }
    if (!tried) return sendDevPage(res, 502, 'Приложение не запустилось', 'Приложение на этой сборке не запустилось.');
    if (reason === 'cut') {
      return sendDevPage(res, 502, 'Приложение оборвало ответ', 'Приложение остановилось, не договорив ответ на этот запрос.');
    }
    const lead = 'Прокси npm run dev не может связаться с приложением: оно остановилось.';
    return sendDevPage(res, 502, 'Приложение не отвечает', lead);
  }

  function ask(app, askedAgain) {
    let answered = false;
    let silent = false;
    const request = http.request(new URL(req.url, app.url), { method: req.method, headers }, (answer) => {
      answered = true;
      if (!/^text\/html/.test(answer.headers['content-type'] ?? '')) {
        res.writeHead(answer.statusCode, answer.headers);
        // An answer cut mid-body (the app stopped) destroys the browser's connection: the browser sees the error.
        pipeline(answer, res, (error) => {
          if (!error) return;
          if (!browserGone) console.log(`npm run dev: ${req.method} ${req.url}: the app's answer was cut off, and so is the browser's`);
          res.destroy();
          request.destroy();
        });
        return;
      }
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('error', () => undefined); // 'close' below tells of it
      answer.on('close', () => {
        // Nothing of an HTML answer went out yet: the browser gets a whole page, not half of one.
        if (!answer.complete) void noAnswer(app, askedAgain, silent ? 'silent' : 'cut');
      });
      answer.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8').replace('</body>', `${RELOAD_TAG}</body>`);
        const headers = { ...answer.headers, 'content-length': Buffer.byteLength(html), 'cache-control': 'no-store' };
        delete headers.etag;
        delete headers['transfer-encoding'];
        res.writeHead(answer.statusCode, headers);
        res.end(html);
      });
    });
    toApp = request;
    request.setTimeout(silenceMs, () => {
      silent = true;
      request.destroy();
    });
    request.on('error', () => {
      // Once answered, the answer's own handling above ends the browser's answer.
      if (!answered) void noAnswer(app, askedAgain, silent ? 'silent' : 'refused');
    });
    if (askedAgain) request.end();
    else req.pipe(request);
  }

  if (apps.current()) ask(apps.current(), false);
  else void noAnswer(undefined, false, 'refused');
}

const fileHash = (files) => createHash('sha256').update(files.map((file) => readFileSync(file)).join('\0')).digest('hex');

/** `appSilenceMs` and `restartWaitMs`: the proxy's bounds (APP_SILENCE_MS, RESTART_WAIT_MS), shorter in a test. */
export function createDevServer({ out, appSilenceMs = APP_SILENCE_MS, restartWaitMs = RESTART_WAIT_MS }) {
  const demoFiles = [path.join(out, 'demo-upstream/main.js'), path.join(out, 'demo-upstream/server.js')];
  const clients = new Set();
  /** The demo upstream's process and what its first line said: { url, user, password }. */
  let demo;
  let demoHash;
  /** The app's process and its URL. */
  let app;
  let proxy;
  let proxyStarted = false;
  let stopping = false;
  let queue = Promise.resolve();
  /** Restarts asked for and not yet over (each runs in `queue`, one at a time). */
  let restartsUnderWay = 0;
  /** Requests waiting for a new app (apps.after): woken by each new app, each restart's end and stop(). */
  const appWaiters = new Set();
  const wakeAppWaiters = () => {
    for (const wake of appWaiters) wake();
    appWaiters.clear();
  };
  /** Whether this restart's "requests wait" line has been printed. */
  let waitToldThisRestart = false;

  /** What forward() knows of the app: the one now serving, and the one after it. */
  const apps = {
    current: () => app,
    restarting: () => restartsUnderWay > 0 && !stopping,
    /**
     * The app after `tried`: at once if it is already there, else once a restart under way
     * brings it (at most `waitMs`); undefined if none comes.
     */
    async after(tried, waitMs) {
      const deadline = performance.now() + waitMs;
      while (app === tried && apps.restarting() && performance.now() < deadline) {
        if (!waitToldThisRestart) {
          waitToldThisRestart = true;
          console.log(`npm run dev: the app is restarting: requests that find no app wait for the new one (at most ${waitMs / 1000} s)`);
        }
        let timer;
        await new Promise((resolve) => {
          appWaiters.add(resolve);
          timer = setTimeout(resolve, deadline - performance.now());
        });
        clearTimeout(timer);
      }
      return app === tried || stopping ? undefined : app;
    },
  };

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
    waitToldThisRestart = false;
    const upstream = await ensureDemo();
    const previous = app;
    app = await startApp(upstream);
    wakeAppWaiters();
    for (const client of clients) client.write('event: reload\ndata: built\n\n');
    if (previous) await stopProcess(previous.started);
  }

  function startProxy() {
    proxy = http.createServer((req, res) => {
      if (req.url === DEV_EVENTS_PATH) return openEventStream(req, res, clients);
      if (req.url === RELOAD_SCRIPT_PATH) {
        return res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(RELOAD_SCRIPT);
      }
      forward(req, res, apps, { silenceMs: appSilenceMs, waitMs: restartWaitMs });
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
      restartsUnderWay++;
      queue = queue.then(restartApp).catch((error) => console.error(`npm run dev: ${error.message}`)).finally(() => {
        restartsUnderWay--;
        wakeAppWaiters(); // a failed restart brings no new app: whoever waits for one is told
      });
      if (proxyStarted) return;
      proxyStarted = true;
      void queue.then(startProxy);
    },
    async stop() {
      stopping = true;
      wakeAppWaiters();
      for (const client of clients) client.end();
      proxy?.closeAllConnections();
      proxy?.close();
      await queue;
      await Promise.all([app && stopProcess(app.started), demo && stopProcess(demo.started)]);
    },
  };
}
