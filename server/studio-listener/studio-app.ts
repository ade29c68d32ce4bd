// The studio listener's app (docs/decisions/100-content-studio.md): the Decap app built into
// dist/studio/ (build.mjs), its config, Decap's local backend forwarded on the same origin
// when the content repository is this machine's, and the server's studio endpoints. Never
// mounted on the public listener: the public app has no studio path
// (tests/slow/bundle-budget.test.ts). On a loopback listener it answers only requests that
// name this machine (docs/decisions/116-studio-loopback-names.md).
import http from 'node:http';
import { once } from 'node:events';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import express, { type Express, type RequestHandler, type Response } from 'express';
import type { StudioConfig } from '../config.js';
import { decapConfig, LOCAL_BACKEND_PATH } from './decap-config.js';
import { STUDIO_PATHS } from '../studio/studio-api.js';
import { overrunMessage, type RepoLock } from './repo-lock.js';
import type { BackendCall, BackendGuard } from './backend-guard.js';
import type { CallWords } from './commit-words.js';
import { operatorName } from '../studio/operator-name.js';
import { postsFromAnotherSite } from '../request/same-origin-posts.js';

export interface StudioAppOptions {
  studio: StudioConfig;
  distDir: string;
  /**
   * Decap's local backend (local mode only; start-decap-backend.ts): its Unix socket now, and the
   * lock on the repository it edits, shared with the studio's restores.
   */
  backend?: { socketPath: () => string; lock: RepoLock };
  /** What may reach the local backend (backend-guard.ts); unset: every call. */
  backendGuard?: BackendGuard;
  /** What a call let through says in its commit (commit-words.ts); unset: Decap's own words. */
  callWords?: CallWords;
  /** More handlers: the server's studio endpoints, mounted before the app's files. */
  endpoints?: RequestHandler[];
}

/**
 * The page that starts the Decap app; its script is the studio bundle. With the embedded
 * repository, «История» (docs/decisions/117-studio-history.md) sits beside «Состояние сайта».
 */
const page = (withHistory: boolean) => `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Студия контента</title>
<script type="module" src="/studio.js"></script>
<style>
.studio-links { position: fixed; right: 12px; bottom: 12px; z-index: 1000; display: flex; gap: 8px; }
.studio-links a { padding: 6px 12px; border-radius: 16px;
  background: #313d3e; color: #fff; font: 14px/1.2 system-ui, sans-serif; text-decoration: none; box-shadow: 0 1px 4px rgb(0 0 0 / 30%); }
.studio-links a:hover, .studio-links a:focus-visible { background: #3a69c7; }
</style>
</head>
<body>
<!-- Decap's own header has no place for a page of ours: the ways to «Состояние сайта», «История», «Календарь» and «Эксперименты» stay in a
corner of every screen, over the preview rather than the form. -->
<nav class="studio-links" aria-label="Страницы сайта">
<a class="site-state-link" href="${STUDIO_PATHS.statePage}" target="_blank" rel="noopener">Состояние сайта</a>${withHistory
  ? `\n<a class="history-link" href="${STUDIO_PATHS.historyPage}" target="_blank" rel="noopener">История</a>`
  : ''}
<a class="calendar-link" href="${STUDIO_PATHS.calendarPage}" target="_blank" rel="noopener">Календарь</a>
<a class="experiments-link" href="${STUDIO_PATHS.experimentsPage}" target="_blank" rel="noopener">Эксперименты</a>
</nav>
</body>
</html>
`;

/** How a forwarded call is answered, once the lock is released: a reader however slow holds no one else's turn. */
type Reply = (res: Response) => void;

/**
 * Forwards Decap's API calls to the local backend on its Unix socket, holding the repository's lock (repo-lock.ts)
 * until the answer is read whole or the lock's deadline, when the call is answered in Russian
 * (docs/decisions/330-studio-always-answers.md); the answer is written after the lock is released, so a caller that
 * does not read it keeps nobody waiting. A call the guard refuses never reaches the backend. Commits are signed
 * with the name the operator gave the studio (studio-authors.ts).
 */
function forwardTo(socketPath: () => string, lock: RepoLock, guard: BackendGuard, words: CallWords): RequestHandler {
  return (req, res) => {
    const caller = new AbortController();
    res.once('close', () => caller.abort(new Error('the caller left')));
    lock.run(async (deadline): Promise<Reply | undefined> => {
      if (caller.signal.aborted) return undefined;
      const call: BackendCall = typeof req.body === 'object' && req.body !== null ? req.body : {};
      const refused = await guard(call)
        .catch(() => (deadline.aborted ? undefined : { status: 500, error: 'Студия не смогла проверить правку: попробуйте ещё раз' }));
      if (deadline.aborted) return overran(deadline);
      if (refused) return (r) => void r.status(refused.status).json({ error: refused.error });
      await words(call).catch(() => undefined); // Decap's own message stays when the fields cannot be told
      const body = Buffer.from(JSON.stringify(call));
      const upstream = http.request({
        socketPath: socketPath(), method: req.method, path: LOCAL_BACKEND_PATH, signal: deadline,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      });
      upstream.end(body);
      try {
        const [answer] = await once(upstream, 'response') as [http.IncomingMessage];
        const bytes = await buffer(answer);
        const contentType = answer.headers['content-type'];
        return (r) => {
          r.status(answer.statusCode ?? 502);
          if (contentType) r.setHeader('content-type', contentType);
          r.end(bytes);
        };
      } catch {
        if (deadline.aborted) return overran(deadline);
        return (r) => void r.status(502).json({ error: 'Хранилище студии не отвечает: перезапустите сервер (npm start)' });
      }
    }, { who: operatorName(req), left: caller.signal }).then((reply) => {
      if (reply && !res.destroyed) reply(res);
    }, (error: unknown) => {
      // Its caller left while it waited (nobody to answer), or its turn overran and never settled.
      const told = overrunMessage(error);
      if (told !== undefined && !res.destroyed) res.status(503).json({ error: told });
    });
  };
}

/** The answer to the call whose turn overran the lock's deadline: its operator is told, in Russian, that nothing was saved. */
const overran = (deadline: AbortSignal): Reply => (res) => void res.status(503).json({ error: overrunMessage(deadline.reason) });

/** An entry's change carries its pictures as base64: a raster art may be 8 MB (server/content/content-file.ts). */
const BACKEND_CALL_LIMIT = '64mb';
const everyCall: BackendGuard = async () => undefined;
const ownWords: CallWords = async () => undefined;

/** The names a browser on this machine reaches a loopback listener by (as Express reads the Host header). */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const isLoopbackAddress = (host: string) => host === 'localhost' || host === '::1' || /^127\./.test(host);

/**
 * A request whose Host is not one of this machine's names comes from a page of another site
 * whose name was pointed at 127.0.0.1 (DNS rebinding): to the browser it is that site's own
 * origin, so it could open the studio's page (which signs its visitor in on a local studio) and
 * call Decap's local backend (which has no sign-in) and publish to the live site.
 */
const loopbackNamesOnly: RequestHandler = (req, res, next) => {
  if (LOOPBACK_NAMES.has(req.hostname)) return next();
  res.status(421).type('text/plain; charset=utf-8').send('Студия открывается только по адресу localhost этой машины');
};

/**
 * A studio call (a post: an edit, a publish, a preview link) from another site's page: the browser says so (Sec-Fetch-Site,
 * or an Origin that is not the host asked), and it is refused whatever else stops it (the cookie's SameSite, JSON's
 * preflight), as the public site's posts are (server/request/same-origin-posts.ts).
 */
const fromAnotherSite = postsFromAnotherSite({});
const ownSiteCallsOnly: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || !fromAnotherSite(req)) return next();
  res.status(403).type('text/plain; charset=utf-8').send('Студия принимает правки только со своей страницы');
};

export function createStudioApp(options: StudioAppOptions): Express {
  const {
    studio, distDir, backend, backendGuard = everyCall, callWords = ownWords, endpoints = [],
  } = options;
  const app = express();
  app.disable('x-powered-by');
  const config = JSON.stringify(decapConfig(studio), null, 2);
  app.use((_req, res, next) => {
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });
  if (isLoopbackAddress(studio.host)) app.use(loopbackNamesOnly);
  app.use(ownSiteCallsOnly);
  for (const endpoint of endpoints) app.use(endpoint);
  if (backend !== undefined) {
    const forward = forwardTo(backend.socketPath, backend.lock, backendGuard, callWords);
    app.post(LOCAL_BACKEND_PATH, express.json({ limit: BACKEND_CALL_LIMIT }), forward);
  }
  const PAGE = page(backend !== undefined);
  app.get('/config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type('application/json').send(config);
  });
  app.get('/', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(PAGE);
  });
  app.use(express.static(path.join(distDir, 'studio'), { index: false, fallthrough: true }));
  app.use((_req, res) => {
    res.status(404).type('text/plain; charset=utf-8').send('В студии нет такой страницы');
  });
  return app;
}
