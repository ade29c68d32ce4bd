// The comparison target of the benchmark: nothing but renderToString of the same page
// markup from the same state, behind a bare node:http server: the page's own body renderer
// (server/render/render-page.tsx's renderBody: the page's tree, each island a root of its
// own), so the tree is the one the server renders. The difference between this and the
// real server is what our own plumbing costs per request. The state the page
// ships leaves out the kind's content file (its texts are in the HTML: server/render/render-page.tsx),
// so the kind's file is read here once from the same content folder, as the server reads it.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { makeStore, type RootState } from '../shared/store/make-store.js';
import { CampaignPage } from '../pages/campaign/ui/campaign-page.js';
import { loadConfig } from '../server/config.js';
import { loadContentKeeping } from '../server/content/load-content.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import { renderBody } from '../server/render/render-page.js';

const shipped = JSON.parse(readFileSync(process.env.STATE_FILE!, 'utf8')) as RootState;
const { content } = loadContentKeeping({ contentDir: loadConfig(process.env).contentDir, pages: PAGE_REGISTRY }, undefined);
const state: RootState = { ...shipped, page: { ...shipped.page, content: content.kindFiles[shipped.page.kind] } };

const server = createServer((_req, res) => {
  const { html } = renderBody(<CampaignPage />, makeStore(state));
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
