// The least the chosen stack costs for the page (docs/performance.md): the bare floor's
// renderToString of the same tree (bare-render-server.tsx), behind what every rendered page
// passes through however lean our own code: an Express app (its requests made on Express's
// prototypes, as the server makes them: server/request/born-requests.ts), react-router-dom's
// data router (createStaticHandler, a Fetch request, query), the loader's per-request Redux
// store, and the state the page ships serialised into the answer (by the server's own
// serialiser, its frozen parts' text kept). No headers beyond the content type, no log line,
// no metric, no document around the body, no CSS: what is left between this and the render
// target is the product's own work.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import express from 'express';
import { freeze } from '@reduxjs/toolkit';
import { createStaticHandler } from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from '../shared/store/make-store.js';
import { CampaignPage } from '../pages/campaign/ui/campaign-page.js';
import { loadConfig } from '../server/config.js';
import { loadContentKeeping } from '../server/content/load-content.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import { renderBody } from '../server/render/render-page.js';
import { stateSerializer } from '../server/discovery/serialize-state.js';
import { bornRequests } from '../server/request/born-requests.js';

const shipped = JSON.parse(readFileSync(process.env.STATE_FILE!, 'utf8')) as RootState;
const { content } = loadContentKeeping({ contentDir: loadConfig(process.env).contentDir, pages: PAGE_REGISTRY }, undefined);
// Frozen all through, as the server's slices and site texts are: the state's serialiser keeps their text (serialize-state.ts).
const state: RootState = freeze({ ...shipped, page: { ...shipped.page, content: content.kindFiles[shipped.page.kind] } }, true);
const serializePageState = stateSerializer();
const PATH = process.env.PAGE_PATH!;

/**
 * STACK_WITHOUT (BENCH_STACK=parts): the parts left out, to price each alone: `express` (node:http calls the handler),
 * `router` (the loader is called directly), `store` (one store made at start-up for every request), `state` (the markup alone).
 */
const without = new Set((process.env.STACK_WITHOUT ?? '').split(',').filter(Boolean));
const sharedStore = makeStore(state);
const storeOf = () => (without.has('store') ? sharedStore : makeStore(state));
const router = createStaticHandler([{ id: 'page', path: PATH, loader: storeOf }]);

async function answer(req: http.IncomingMessage, res: http.ServerResponse) {
  let store: AppStore;
  if (without.has('router')) store = storeOf();
  else {
    const context = await router.query(new Request(`http://page${req.url}`));
    if (context instanceof Response) throw new Error('the route answered itself');
    store = context.loaderData.page as AppStore;
  }
  const { html } = renderBody(<CampaignPage />, store);
  res.setHeader('content-type', 'text/html; charset=utf-8');
  const made = store.getState();
  const shippedState = { ...made, page: { ...made.page, content: undefined } };
  res.end(without.has('state') ? html : `${html}<script id="__state" type="application/json">${serializePageState(shippedState)}</script>`);
}

const app = express();
app.disable('x-powered-by');
app.get(PATH, answer);
const born = bornRequests();
born.adopt(app);
const server = without.has('express')
  ? http.createServer(answer)
  : http.createServer({ IncomingMessage: born.IncomingMessage, ServerResponse: born.ServerResponse }, app);
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
