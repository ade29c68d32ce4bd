// The studio's preview of a campaign (docs/decisions/100-content-studio.md): the site's own page component and CSS
// in a frame of its own, so the site's media queries see the width chosen. Products and the leaderboard come from
// the retailer's API on the site, so the preview shows those blocks empty.
import '#pages/campaign/ui/campaign.css';
import { Component, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Provider } from 'react-redux';
import { makeStore } from '#shared/store/make-store.js';
import { CampaignPage } from '#pages/campaign/ui/campaign-page.js';
import type { CampaignOnPage } from '#pages/campaign/ui/campaign-on-page.js';
import { moscowDay, type ShownPhase } from '#shared/content/calendar.js';
import { phaseOn } from '#shared/content/campaign-state-words.js';
import type { Brand, Campaign } from '#shared/content/campaign-schema.js';
import { SITE_BASES } from '#shared/pages/sites.js';
import type { CampaignTexts } from '#shared/content/campaign-texts-schema.js';
import { pageSiteTexts, type SiteTexts } from '#shared/content/site-texts.js';
import { useBannerCrops, type Focus } from './banner-crops.js';
import { SupplierLinks } from './supplier-link.js';
import { BANNER_SIZES, type RasterBanner } from '#shared/ui/banner.js';
import { rasterArtNames, SVG_SIZES, svgBannerName, type SvgSize } from '#shared/content/banner-files.js';
import { fieldNamed, type ImmutableFields, type ImmutableLike } from './immutable-like.js';
import type { Version } from '#shared/experiments/versions.js';

export interface PreviewProps {
  entry: ImmutableLike;
  fieldsMetaData?: ImmutableLike;
  /** The collection's fields (Decap's), to find the banner's picture field by. */
  fields?: ImmutableFields;
  /** A media file of the entry, saved or just chosen, by its path and field. */
  getAsset?(path: string, field?: ImmutableLike): { toString(): string } | undefined;
}

const PHASES: [ShownPhase, string][] = [['upcoming', 'до старта'], ['running', 'идёт'], ['finished', 'завершена']];
const DESKTOP = 1280;
const WIDTHS: [number, string][] = [[390, 'телефон'], [DESKTOP, 'компьютер']];
/** The site's stylesheet, as the studio's build writes it beside studio.js. */
const SITE_CSS = '/studio.css';
const FRAME_DOCUMENT = '<!doctype html><html lang="ru"><head><meta charset="utf-8">'
  + `<link rel="stylesheet" href="${SITE_CSS}"></head><body></body></html>`;

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

const FRAME_HEIGHT = 1600;
/** Decap's own buttons (show or hide the preview, scroll in step) stand over the pane's top right: nothing of ours goes under them. */
const CLEAR_OF_DECAP = '8px 64px 8px 8px';

/** The width the pane gives `box`, followed as the operator resizes it (the pane's own window's observer). */
function useRoom(box: RefObject<HTMLDivElement | null>, initial: number): number {
  const [room, setRoom] = useState(initial);
  useEffect(() => {
    const element = box.current;
    const Observer = element?.ownerDocument.defaultView?.ResizeObserver;
    if (!element || !Observer) return undefined;
    const observer = new Observer(([seen]) => setRoom(seen?.contentRect.width ?? initial));
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, initial]);
  return room;
}

/** A frame of `width` with the site's CSS, drawn scaled down to a narrower pane: the whole page, not its left part. */
function SiteFrame({ width, title, children }: { width: number; title: string; children: ReactNode }) {
  const [body, setBody] = useState<HTMLElement | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const outer = width + 2; // its 1 px border on each side
  const scale = Math.min(1, useRoom(box, outer) / outer);
  return (
    <div ref={box} style={{ width: '100%', height: FRAME_HEIGHT * scale, overflow: 'hidden' }}>
      <iframe
        title={title}
        data-scale={scale.toFixed(3)}
        style={{
          width, maxWidth: 'none', height: FRAME_HEIGHT, border: '1px solid #ccc', background: '#fff',
          transform: `scale(${scale})`, transformOrigin: '0 0',
        }}
        srcDoc={FRAME_DOCUMENT}
        onLoad={(event) => setBody(event.currentTarget.contentDocument?.body ?? null)}
      >
        {body && createPortal(children, body)}
      </iframe>
    </div>
  );
}

/** The fields the page cannot be drawn without. */
const NEEDED = ['title', 'description', 'starts', 'ends', 'organiser', 'places'];

/** A half-filled entry the page cannot draw yet says so instead of breaking the pane; its next change tries again. */
class DrawnOrTold extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <p>Страницу пока не нарисовать: проверьте даты и обязательные поля.</p> : this.props.children;
  }
}

/** Decap's answer for a file it is still fetching: a stand-in, an empty SVG by this name. */
const DECAP_STAND_IN = 'empty.svg';
const PENDING = 'pending';

/** The address of banners/`name` as the studio has it (saved, or just chosen); PENDING while Decap fetches it. */
function assetAt(name: string, { fields, getAsset }: PreviewProps): string | undefined {
  if (!getAsset) return undefined;
  const asset = getAsset(name, fieldNamed(fields, 'bannerFile')) as { path?: string; toString(): string } | undefined;
  if (asset?.path === DECAP_STAND_IN) return PENDING;
  const url = asset?.toString();
  // A file Decap could not fetch (none by that name) is its bare path, which is no address here.
  return url && /^(blob:|data:|https?:|\/)/.test(url) ? url : undefined;
}

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

/** What the studio's listener serves at `path` (typeset, as the site has it); undefined until fetched. */
function useServed<T>(path: string | undefined): T | undefined {
  const [served, setServed] = useState<T>();
  useEffect(() => {
    let current = true;
    if (path) {
      fetch(path, { credentials: 'same-origin' })
        .then(async (answer) => (answer.ok ? (await answer.json() as T) : undefined))
        .then((fetched) => current && fetched && setServed(fetched), () => undefined);
    }
    return () => {
      current = false;
    };
  }, [path]);
  return served;
}

/** The phase the page opens on: the campaign's on `today` (ISO, Moscow), as the site shows it then. */
function phaseToday(data: Record<string, unknown>, today: string): ShownPhase {
  const [starts, ends] = [data.starts, data.ends];
  if (typeof starts !== 'string' || typeof ends !== 'string') return 'running';
  const announce = typeof data.announce === 'string' ? data.announce : undefined;
  const phase = phaseOn({ starts, ends, ...(announce ? { announce } : {}) }, today);
  return phase === 'none' || phase === 'announce' ? 'upcoming' : phase === 'running' ? 'running' : 'finished';
}

/** A toolbar's button (the phases, the widths, the versions, the supplier's links), pressed or not. */
export const button = (active: boolean) => ({
  padding: '4px 10px', marginRight: 6, border: '1px solid #555', borderRadius: 4, cursor: 'pointer',
  background: active ? '#333' : '#fff', color: active ? '#fff' : '#333',
});

/** A button for each option, the chosen one pressed. */
export function choices<T>(options: readonly (readonly [T, string])[], chosen: T, choose: (value: T) => void) {
  return options.map(([value, label]) => (
    <button key={label} type="button" aria-pressed={chosen === value} style={button(chosen === value)} onClick={() => choose(value)}>
      {label}
    </button>
  ));
}

/** `today`: the day whose phase the page opens on (ISO, Moscow); `version`: an experiment's version shown, as its links show it. */
export function CampaignPreview(props: PreviewProps & { today?: string; version?: Version; experiment?: string }) {
  const { entry, fieldsMetaData } = props;
  const texts = useServed<CampaignTexts>('/site-api/kind-texts/campaign');
  const siteTexts = useServed<SiteTexts>('/site-api/kind-texts/site');
  const data = ((entry.get('data') as ImmutableLike).toJS?.() ?? {}) as Record<string, unknown>;
  const today = props.today ?? moscowDay(Date.now());
  const [phase, setPhase] = useState<ShownPhase>(() => phaseToday(data, today));
  const [width, setWidth] = useState(DESKTOP);
  const brandId = typeof data.brand === 'string' ? data.brand : undefined;
  const pickedBrand = brandId ? fieldsMetaData?.getIn(['brand', 'brands', brandId]) : undefined;
  const servedBrand = useServed<Brand>(brandId && !pickedBrand ? `/site-api/brands/${encodeURIComponent(brandId)}` : undefined);
  const id = (entry.get('slug') as string | undefined) || (data.id as string | undefined) || 'new';
  const art = artOf(id, data.bannerFile, props);
  const crops = useBannerCrops(typeof art === 'object' && 'raster' in art ? art.raster : undefined, data.focus as Focus | undefined);
  const banner = typeof art === 'object' && 'svg' in art ? svgBanner(art.svg)
    : crops ?? (art === undefined ? NO_BANNER : BANNER_LOADING);
  const campaign: CampaignOnPage = {
    ...(data as unknown as Campaign), id, brand: brandOf(data.brand as string | undefined, fieldsMetaData, servedBrand), phase, banner,
  };
  const store = makeStore({
    page: {
      id, kind: 'campaign', site: 'promo', base: SITE_BASES.promo, canonicalPath: `${SITE_BASES.promo}${id}`,
      analytics: {}, currentYear: new Date().getFullYear(), kindState: campaign, content: texts,
      ...(siteTexts ? { siteTexts: pageSiteTexts(siteTexts) } : {}),
    },
  });
  const missing = NEEDED.filter((name) => data[name] === undefined || data[name] === '')
    .map((name) => String(fieldNamed(props.fields, name)?.get('label') ?? name));
  return (
    <div style={{ fontFamily: 'system-ui, sans-serif' }}>
      <div role="toolbar" aria-label="Предпросмотр" style={{ padding: CLEAR_OF_DECAP, borderBottom: '1px solid #ddd' }}>
        {choices(PHASES, phase, setPhase)}
        <span style={{ marginLeft: 12 }} />
        {choices(WIDTHS, width, setWidth)}
        <span style={{ marginLeft: 12 }} />
        <SupplierLinks
          id={id} button={button(false)} {...(props.version ? { version: props.version, experiment: props.experiment } : {})}
        />
      </div>
      {missing.length > 0 ? (
        <p style={{ padding: 8 }}>Чтобы увидеть страницу, заполните: {missing.join(', ')}.</p>
      ) : texts === undefined || siteTexts === undefined ? (
        <p style={{ padding: 8 }}>Тексты страницы загружаются…</p>
      ) : (
        <SiteFrame width={width} title={`Страница акции: ${PHASES.find(([value]) => value === phase)![1]}`}>
          <DrawnOrTold key={JSON.stringify(data) + phase}>
            <Provider store={store}>
              <CampaignPage />
            </Provider>
          </DrawnOrTold>
        </SiteFrame>
      )}
    </div>
  );
}
