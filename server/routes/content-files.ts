// The content folder's files a visitor may ask for (docs/operations.md "Папка контента"): only the names the content
// gives (a campaign's banners `<id>-{small,medium,large}.svg` or raster art, a brand's logo); any other name falls
// through to dist/public, so a file or symlink dropped in the folder is never reachable. The name is decoded and
// normalised before the lookup (`%73ecret-large.svg` is the file it names). Files are read as content-file.ts reads
// them; SVG art is served as the check passed it (Content.svgArt: docs/decisions/105-broken-file-holds-back-itself.md),
// under a CSP that sandboxes it (the check refuses scripted SVG besides: svg-safety.ts).
// A hidden campaign's art is 404 (docs/product.md §4: its predictable URL would show it before its day) unless the
// request holds its preview, and such an answer is never shared. The encoded raster sizes (`<base>assets/banners/`)
// are named by a hash of the picture: nobody can guess them.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { Router, type Request, type Response } from 'express';
import fresh from 'fresh';
import { campaignPhase } from '#shared/content/calendar.js';
import { SITE_BASES } from '#shared/pages/sites.js';
import type { SiteContent } from '../content/site-content.js';
import type { Preview } from '../preview/preview.js';
import { bannersDirOf, brandsDirOf } from '../content/load-content.js';
import { rasterArtOf, svgBannersOf } from '../content/banner-art.js';
import { readContentFileAsync, type ContentFileKind } from '../content/content-file.js';
import { notThere } from '../errors/handlers.js';

const DAY_SECONDS = 24 * 60 * 60;

/** An SVG opened as a document: sandboxed (no script, no same origin), and nothing loaded but its own inline styles. */
export const SVG_ART_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp',
};

interface ServedFile {
  file: string;
  kind: ContentFileKind;
  /** The campaign whose art it is (its calendar hides it); none for a brand's logo. */
  campaignId?: string;
}

/** Every name the content gives, in each of the two folders. */
function servedNames(site: SiteContent): { banners: Map<string, ServedFile>; brands: Map<string, ServedFile> } {
  const bannersDir = bannersDirOf(site.contentDir);
  const brandsDir = brandsDirOf(site.contentDir);
  const banners = new Map<string, ServedFile>();
  for (const campaign of site.content.campaigns) {
    const raster = rasterArtOf(bannersDir, campaign);
    for (const file of raster ? [raster] : svgBannersOf(bannersDir, campaign.id)) {
      banners.set(path.basename(file), { file, kind: file.endsWith('.svg') ? 'svg' : 'raster', campaignId: campaign.id });
    }
  }
  const brands = new Map<string, ServedFile>();
  for (const { logo } of site.content.brands) {
    if (logo) brands.set(logo, { file: path.join(brandsDir, logo), kind: logo.endsWith('.svg') ? 'svg' : 'raster' });
  }
  return { banners, brands };
}

/**
 * `/knauf2025-large.svg`, `/%6Bnauf2025-large.svg`, `//knauf2025-large.svg` → `knauf2025-large.svg`;
 * a path of more than one segment → undefined.
 */
export function requestedName(requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  const name = path.posix.normalize(decoded).replace(/^\/+/, '');
  return name && !name.includes('/') && !name.includes('\\') && !name.includes('\0') ? name : undefined;
}

export function contentFiles(site: SiteContent, preview: Preview): Router {
  const router = Router();
  const { banners, brands } = servedNames(site);
  const campaigns = new Map(site.content.campaigns.map((campaign) => [campaign.id, campaign]));

  async function serve(req: Request, res: Response, served: ServedFile): Promise<void> {
    const campaign = served.campaignId === undefined ? undefined : campaigns.get(served.campaignId);
    const hidden = campaign !== undefined && campaignPhase(campaign, site.clock.now()) === 'hidden';
    if (hidden && !preview.holds(req, campaign.id)) throw notThere();
    const checked = served.kind === 'svg' ? site.content.svgArt.get(served.file) : undefined;
    // An SVG (a campaign's banner, a brand's logo) is only ever its checked bytes.
    if (served.kind === 'svg' && !checked) throw notThere();
    const read = checked ? { bytes: checked } : await readContentFileAsync(served.file, served.kind);
    if ('fault' in read) {
      // Named, never quoted: the line says which file and why (docs/operations.md).
      req.log?.warn({ file: path.basename(served.file) }, `content file not served: ${read.fault}`);
      throw notThere();
    }
    const { bytes } = read;
    res.setHeader('content-type', CONTENT_TYPES[path.extname(served.file)] ?? 'application/octet-stream');
    res.setHeader('cache-control', hidden ? 'private, no-store' : `public, max-age=${DAY_SECONDS}`);
    if ('stats' in read) {
      res.setHeader('last-modified', read.stats.mtime.toUTCString());
      res.setHeader('etag', `W/"${read.stats.size.toString(16)}-${Math.floor(read.stats.mtimeMs).toString(16)}"`);
    } else res.setHeader('etag', `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`);
    if (served.kind === 'svg') res.setHeader('content-security-policy', SVG_ART_CSP);
    if (fresh(req.headers, { etag: res.getHeader('etag'), 'last-modified': res.getHeader('last-modified') })) {
      res.status(304).end();
      return;
    }
    res.setHeader('content-length', bytes.length);
    res.status(200).end(req.method === 'HEAD' ? undefined : bytes);
  }

  for (const base of Object.values(SITE_BASES)) {
    for (const [folder, names] of [['banners', banners], ['brands', brands]] as const) {
      router.use(`${base}static/${folder}`, async (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const name = requestedName(req.path);
        const served = name === undefined ? undefined : names.get(name);
        if (!served) return next();
        await serve(req, res, served);
      });
    }
  }
  return router;
}
