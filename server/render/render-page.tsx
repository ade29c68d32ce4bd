// A query's context (its page's route and data) + store → the complete HTML document: the
// page's tree is StaticRouterProvider's over the route's Component. Each island of the page is rendered
// as a root of its own (shared/ui/island.tsx), so the browser can hydrate it alone; a
// page with no island names no island code in its head (server/render/document.ts).
import { phaseTexts, withSiteName } from '#shared/content/phase-texts.js';
import { selectCampaignTexts } from '#shared/content/campaign-texts.js';
import type { CampaignPhase } from '#shared/content/calendar.js';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import type { ReactElement } from 'react';
import { StaticRouterProvider, type StaticRouterProviderProps } from 'react-router-dom';
import type { AppStore } from '#shared/store/make-store.js';
import type { PageEntry } from '#server/pages/page-kind.js';
import { IslandRendererContext, islandIdPrefix, type IslandRenderer } from '#shared/ui/island.js';
import { hyphenated, withPageWords } from '#shared/typography/hyphenate.js';
import { IslandWordsContext } from '#shared/typography/hyphen-marks.js';
import { renderDocument } from './document.js';
import { stateSerializer } from '../discovery/serialize-state.js';
import type { PageAssets } from './assets.js';
import { analyticsTags } from './analytics-tags.js';
import { PREVIEW_BAR_STYLE } from './preview-bar-style.js';
import type { Discovery } from '../discovery/discovery.js';
import { discoveryTags } from '../discovery/head-tags.js';
import { campaignOf, withCampaign } from '../pages/campaign-pages.js';

export interface RenderInput {
  /** The site's data router over the query's context: it renders the matched route's Component (the kind's page). */
  router: StaticRouterProviderProps['router'];
  context: StaticRouterProviderProps['context'];
  store: AppStore;
  page: PageEntry;
  assets: PageAssets;
  /** The public origins, preview pictures and route table the head's discovery tags describe. */
  discovery: Discovery;
  /** The phase the page is rendered in. */
  phase: CampaignPhase;
}

/**
 * The markup of the page `tree` with its islands, each a root of its own with its own useId prefix, and their names.
 * The page's own words get their soft hyphens as its elements are made (shared/typography/hyphenate.ts); an
 * island's are as the browser renders them again.
 */
export function renderBody(tree: ReactElement, store: AppStore): { html: string; islands: ReadonlySet<string> } {
  const names = new Set<string>();
  const renderIsland: IslandRenderer = (name: string, element: ReactElement | null) => {
    // Two islands of one name would share ids and could not be told apart in the browser.
    if (names.has(name)) throw new Error(`island "${name}" is used twice on one page`);
    names.add(name);
    if (!element) return '';
    const island = () => renderToString(<Provider store={store}>{element}</Provider>, { identifierPrefix: islandIdPrefix(name) });
    return withPageWords(island, false);
  };
  const html = withPageWords(() => renderToString(
    <IslandRendererContext value={renderIsland}>
      <IslandWordsContext value={hyphenated}>
        <Provider store={store}>{tree}</Provider>
      </IslandWordsContext>
    </IslandRendererContext>,
  ));
  return { html, islands: names };
}

/** Every render's state: the parts that come back unchanged from render to render are not made again (serialize-state.ts). */
const serializePageState = stateSerializer();

export function renderPage({ router, context, store, page, assets, discovery, phase }: RenderInput): Buffer {
  // No hydration data: the browser hydrates the islands alone, from the page's state (client/islands.tsx).
  const body = renderBody(<StaticRouterProvider router={router} context={context} hydrate={false} />, store);
  const state = store.getState();
  // A campaign's title and description are its phase's (a finished page never invites to buy), in the
  // <title>, the meta tags and the JSON-LD too.
  const own = campaignOf(page);
  const texts = own && phase !== 'hidden' ? phaseTexts(own, phase, selectCampaignTexts(state).phaseDefaults) : undefined;
  const shown = texts && own
    ? { ...withCampaign(page, { ...own, title: texts.title }), title: withSiteName(texts.title), description: texts.description }
    : page;
  return renderDocument({
    title: shown.title,
    description: shown.description,
    discoveryTags: discoveryTags(shown, state.page, discovery),
    assets,
    // The kind's content file is the server's render alone (PageState.content): its texts are in the HTML.
    stateJson: serializePageState({ ...state, page: { ...state.page, content: undefined } }),
    bodyHtml: body.html,
    // Decided here, once per render: the stored page keeps it, a hit sends it as it is.
    holdsIslands: body.islands.size > 0,
    headExtra: analyticsTags(state.page.analytics).html + (state.page.preview ? PREVIEW_BAR_STYLE : ''),
    staticBase: `${state.page.base}static/`,
  });
}
