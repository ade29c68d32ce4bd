// The studio's preview of a campaign (page-preview.tsx): the campaign's page as the site draws it, its brand as picked,
// its banner the picture chosen cut as the site cuts it, or its three SVGs.
import '#pages/campaign/ui/campaign.css';
import { CampaignPage } from '#pages/campaign/ui/campaign-page.js';
import type { CampaignOnPage } from '#pages/campaign/ui/campaign-on-page.js';
import type { Brand, Campaign } from '#shared/content/campaign-schema.js';
import { useBannerCrops, type Focus } from './banner-crops.js';
import { BANNER_SIZES, type RasterBanner } from '#shared/ui/banner.js';
import { rasterArtNames, SVG_SIZES, svgBannerName, type SvgSize } from '#shared/content/banner-files.js';
import type { ImmutableLike } from './immutable-like.js';
import type { Version } from '#shared/experiments/versions.js';
import { assetAt, PagePreview, PENDING, useServed, type PreviewProps } from './page-preview.js';

/** The brand picked (its metadata), else as served (a scheduled change's form has no brand field), else a stand-in. */
function brandOf(id: string | undefined, metadata: ImmutableLike | undefined, served: Brand | undefined): Brand {
  const meta = id ? (metadata?.getIn(['brand', 'brands', id]) as ImmutableLike | undefined) : undefined;
  const picked = (meta?.toJS?.() as Partial<Brand> | undefined) ?? (served?.id === id ? served : undefined);
  const name = picked?.name ?? id ?? 'Бренд';
  return {
    id: id ?? 'brand', name, accent: picked?.accent ?? '#4a4a4a', accentText: picked?.accentText ?? '#ffffff',
    ...(picked?.logo ? { logo: picked.logo } : { wordmark: picked?.wordmark ?? name }),
    ...(picked?.wordmarkSub ? { wordmarkSub: picked.wordmarkSub } : {}),
  };
}

/** The fields the page cannot be drawn without. */
const NEEDED = ['title', 'description', 'starts', 'ends', 'organiser', 'places'];

/** The campaign's art as the site finds it (shared/content/banner-files.ts): a raster picture, the three SVGs, or none. */
type Art = { raster: string } | { svg: Record<SvgSize, string> } | typeof PENDING | undefined;

function artOf(id: string, bannerFile: unknown, props: PreviewProps): Art {
  if (typeof bannerFile === 'string' && bannerFile) {
    const url = assetAt(bannerFile, props);
    return url === PENDING ? PENDING : url ? { raster: url } : undefined;
  }
  // A new entry's id changes as it is typed: no file is looked for by it until it is saved.
  if (props.entry.get('newRecord')) return undefined;
  // Asked all at once, so Decap fetches them together.
  const rasters = rasterArtNames(id).map((name) => assetAt(name, props));
  const svgs = SVG_SIZES.map((size) => assetAt(svgBannerName(id, size), props));
  for (const found of rasters) {
    if (found === PENDING) return PENDING;
    if (found) return { raster: found };
  }
  if (svgs.includes(PENDING)) return PENDING;
  if (!svgs.every(Boolean)) return undefined;
  return { svg: Object.fromEntries(SVG_SIZES.map((size, index) => [size, svgs[index]!])) as Record<SvgSize, string> };
}

/** The three SVGs as the banner: Decap's blob: addresses are typed image/svg+xml, so the JPEG source only picks the size. */
const svgBanner = (svg: Record<SvgSize, string>): RasterBanner => ({
  small: { jpeg: svg.small }, smallLight: { jpeg: svg.small }, medium: { jpeg: svg.medium }, large: { jpeg: svg.large },
});

/** A grey banner saying why there is none, its lines short enough for the middle a phone keeps (787 of 1,200 px). */
function placeholder(...lines: string[]): RasterBanner {
  const { width, height } = BANNER_SIZES.large;
  const top = height / 2 - ((lines.length - 1) * 52) / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + `<rect width="100%" height="100%" fill="#e3e5e8"/><text font-family="system-ui, sans-serif" font-size="40" `
    + `text-anchor="middle" fill="#50565f">${lines.map((line, at) => `<tspan x="50%" y="${top + at * 52}">${line}</tspan>`).join('')}`
    + '</text></svg>';
  const url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return { small: { jpeg: url }, smallLight: { jpeg: url }, medium: { jpeg: url }, large: { jpeg: url } };
}

const NO_BANNER = placeholder('Баннера нет:', 'выберите баннер-картинку', 'или добавьте три SVG-баннера');
const BANNER_LOADING = placeholder('Баннер загружается…');

/** A campaign's page as the site draws it, its banner cut from the picture chosen as the site cuts it. */
export function CampaignPreview(props: PreviewProps & { today?: string; version?: Version; experiment?: string }) {
  const { entry, fieldsMetaData } = props;
  const data = ((entry.get('data') as ImmutableLike).toJS?.() ?? {}) as Record<string, unknown>;
  const brandId = typeof data.brand === 'string' ? data.brand : undefined;
  const pickedBrand = brandId ? fieldsMetaData?.getIn(['brand', 'brands', brandId]) : undefined;
  const servedBrand = useServed<Brand>(brandId && !pickedBrand ? `/site-api/brands/${encodeURIComponent(brandId)}` : undefined);
  const id = (entry.get('slug') as string | undefined) || (data.id as string | undefined) || 'new';
  const art = artOf(id, data.bannerFile, props);
  const crops = useBannerCrops(typeof art === 'object' && 'raster' in art ? art.raster : undefined, data.focus as Focus | undefined);
  const banner = typeof art === 'object' && 'svg' in art ? svgBanner(art.svg)
    : crops ?? (art === undefined ? NO_BANNER : BANNER_LOADING);
  const brand = brandOf(brandId, fieldsMetaData, servedBrand);
  return (
    <PagePreview
      {...props} id={id} data={data} needed={NEEDED}
      draw={(phase, texts) => ({
        title: 'Страница акции', kind: 'campaign', content: texts, Page: CampaignPage,
        state: { ...(data as unknown as Campaign), id, brand, phase, banner } satisfies CampaignOnPage,
      })}
    />
  );
}
