// The studio's preview of a page (docs/decisions/100-content-studio.md): the site's own page component and CSS in a frame
// of its own, so the site's media queries see the width chosen (a phone's or a desktop's), in the phase chosen, with the
// supplier's links; a campaign's (campaign-preview.tsx) and a landing's (landing-preview.tsx). What comes from the
// retailer's API on the site (products, the leaderboard) is drawn empty.
import { Component, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Provider } from 'react-redux';
import { makeStore } from '#shared/store/make-store.js';
import { moscowDay, type ShownPhase } from '#shared/content/calendar.js';
import { phaseOn } from '#shared/content/campaign-state-words.js';
import { SITE_BASES } from '#shared/pages/sites.js';
import type { CampaignTexts } from '#shared/content/campaign-texts-schema.js';
import { pageSiteTexts, type SiteTexts } from '#shared/content/site-texts.js';
import type { Version } from '#shared/experiments/versions.js';
import { SupplierLinks } from './supplier-link.js';
import { fieldNamed, type ImmutableFields, type ImmutableLike } from './immutable-like.js';

export interface PreviewProps {
  entry: ImmutableLike;
  fieldsMetaData?: ImmutableLike;
  /** The collection's fields (Decap's), to find the banner's picture field by. */
  fields?: ImmutableFields;
  /** A media file of the entry, saved or just chosen, by its path and field. */
  getAsset?(path: string, field?: ImmutableLike): { toString(): string } | undefined;
}

const PHASES: [ShownPhase, string][] = [['upcoming', 'до старта'], ['running', 'идёт'], ['finished', 'завершена']];
const DESKTOP = 1440;
const WIDTHS: [number, string][] = [[390, 'телефон'], [DESKTOP, 'компьютер']];
/** The site's stylesheet, as the studio's build writes it beside studio.js. */
const SITE_CSS = '/studio.css';
const FRAME_DOCUMENT = '<!doctype html><html lang="ru"><head><meta charset="utf-8">'
  + `<link rel="stylesheet" href="${SITE_CSS}"></head><body></body></html>`;

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
export const PENDING = 'pending';

/** The address of banners/`name` as the studio has it (saved, or just chosen); PENDING while Decap fetches it. */
export function assetAt(name: string, { fields, getAsset }: PreviewProps, field = fieldNamed(fields, 'bannerFile')): string | undefined {
  if (!getAsset) return undefined;
  const asset = getAsset(name, field) as { path?: string; toString(): string } | undefined;
  if (asset?.path === DECAP_STAND_IN) return PENDING;
  const url = asset?.toString();
  // A file Decap could not fetch (none by that name) is its bare path, which is no address here.
  return url && /^(blob:|data:|https?:|\/)/.test(url) ? url : undefined;
}

/** What the studio's listener serves at each of `paths` (typeset, as the site has it), by path; a path appears once fetched. */
export function useServedEach<T>(paths: readonly string[]): ReadonlyMap<string, T> {
  const [served, setServed] = useState<ReadonlyMap<string, T>>(new Map());
  const key = paths.join('\n');
  useEffect(() => {
    let current = true;
    const each = key.split('\n').filter(Boolean).map((path) => fetch(path, { credentials: 'same-origin' })
      .then(async (answer) => (answer.ok ? [[path, await answer.json() as T] as const] : []), () => []));
    void Promise.all(each).then((found) => current && setServed(new Map(found.flat())));
    return () => {
      current = false;
    };
  }, [key]);
  return served;
}

/** What the studio's listener serves at `path`; undefined until fetched. */
export function useServed<T>(path: string | undefined): T | undefined {
  return useServedEach<T>(path ? [path] : []).get(path ?? '');
}

/** The phase the page opens on: the campaign's on `today` (ISO, Moscow), as the site shows it then. */
export function phaseToday(data: Record<string, unknown>, today: string): ShownPhase {
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


/** The page the preview draws in `phase`: its kind, its state (its descriptor's `content.state`'s), its own file, its component. */
/** `title`: what its frame is called («Страница акции»); `note`: what the site will show otherwise than drawn, and why. */
export interface DrawnPage { title: string; kind: string; state: unknown; content?: unknown; Page: ComponentType; note?: string }

export interface PagePreviewProps extends PreviewProps {
  id: string;
  data: Record<string, unknown>;
  /** The day whose phase the page opens on (ISO, Moscow); an experiment's version shown, as its links show it. */
  today?: string; version?: Version; experiment?: string;
  /** The fields the page cannot be drawn without. */
  needed: readonly string[];
  /** The page in `phase` with the campaign pages' words; why it is not drawn yet, in words; undefined while it loads. */
  draw(phase: ShownPhase, texts: CampaignTexts, today: string): DrawnPage | string | undefined;
}

/** The toolbar (phases, widths, the supplier's links) over the page drawn in its frame. */
export function PagePreview(props: PagePreviewProps) {
  const { id, data } = props;
  const texts = useServed<CampaignTexts>('/site-api/kind-texts/campaign');
  const siteTexts = useServed<SiteTexts>('/site-api/kind-texts/site');
  const today = props.today ?? moscowDay(Date.now());
  const [phase, setPhase] = useState<ShownPhase>(() => phaseToday(data, today));
  const [width, setWidth] = useState(DESKTOP);
  const missing = props.needed.filter((name) => data[name] === undefined || data[name] === '')
    .map((name) => String(fieldNamed(props.fields, name)?.get('label') ?? name));
  const drawn = missing.length === 0 && texts && siteTexts ? props.draw(phase, texts, today) : undefined;
  const store = typeof drawn === 'object' && makeStore({
    page: {
      id, kind: drawn.kind, site: 'promo', base: SITE_BASES.promo, canonicalPath: `${SITE_BASES.promo}${id}`,
      analytics: {}, currentYear: new Date().getFullYear(), kindState: drawn.state, content: drawn.content,
      siteTexts: pageSiteTexts(siteTexts!),
    },
  });
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
      ) : typeof drawn === 'string' ? (
        <p style={{ padding: 8 }}>{drawn}</p>
      ) : !store ? (
        <p style={{ padding: 8 }}>Тексты страницы загружаются…</p>
      ) : (
        <>
          {drawn.note && <p role="note" style={{ padding: 8 }}>{drawn.note}</p>}
          <SiteFrame width={width} title={`${drawn.title}: ${PHASES.find(([value]) => value === phase)![1]}`}>
            <DrawnOrTold key={JSON.stringify(drawn.state) + phase}>
              <Provider store={store}>
                <drawn.Page />
              </Provider>
            </DrawnOrTold>
          </SiteFrame>
        </>
      )}
    </div>
  );
}
