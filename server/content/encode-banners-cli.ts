// `npm run build`'s last step (build.mjs runs dist/server/encode-banners.js): the raster
// banners of the project's content/ encoded into dist/banners, so a server started on
// that content finds every file made (server/content/raster-banners.ts) and encodes
// nothing at start-up. A content folder of its own (CONTENT_DIR) is encoded by the
// server into its cache folder, once per art.
import path from 'node:path';
import { loadContent, contentBannersDir } from './load-content.js';
import { encodeBanners } from './raster-banners.js';

const distDir = path.resolve(import.meta.dirname, '..');
const contentDir = path.resolve(distDir, '..', 'content');
const built = path.join(distDir, 'banners');
const content = loadContent({ contentDir, bannersDir: path.join(distDir, 'public/banners') });
const ids = content.campaigns.map((c) => c.id);
const { banners, problems } = await encodeBanners(ids, contentBannersDir(contentDir), { built, cache: built });
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
if (banners.size > 0) console.log(`raster banners: ${banners.size} encoded into ${built}`);
