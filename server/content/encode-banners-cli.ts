// `npm run build`'s last step (build.mjs runs `dist/server/encode-banners.js <content folder>`):
// the raster banners of the content the build checked (content/, or CONTENT_DIR's) encoded
// into dist/banners, so a server started on that content finds every file made
// (server/content/raster-banners.ts) and encodes nothing at start-up. Art added later is
// encoded by the server into its cache folder, once per art.
import { availableParallelism } from 'node:os';
import path from 'node:path';
// An entry point, like server/main.ts: it names the page kinds (docs/decisions/092-layers.md).
import { PAGE_REGISTRY } from '#pages/route-table.js';
import { bannersDirOf, loadContent } from './load-content.js';
import { bannerProblemLine, encodeBanners } from './raster-banners.js';

const distDir = path.resolve(import.meta.dirname, '..');
const contentDir = path.resolve(process.argv[2] ?? path.join(distDir, '..', 'content'));
const built = path.join(distDir, 'banners');
const content = loadContent({ contentDir, pages: PAGE_REGISTRY });
// The build waits for every format, on every core.
const { banners, problems, complete } = await encodeBanners(
  content.campaigns, bannersDirOf(contentDir), { built, cache: built }, { concurrency: availableParallelism() },
);
const later = (await complete)?.problems ?? [];
for (const problem of problems) console.error(bannerProblemLine(problem));
for (const problem of later) console.error(problem);
if (problems.length > 0 || later.length > 0) process.exit(1);
if (banners.size > 0) console.log(`raster banners: ${banners.size} encoded into ${built}`);
