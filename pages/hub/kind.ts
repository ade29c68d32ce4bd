// The hub (/promo/), the promo site's base: every promotion's card, by phase, rendered from
// the content at the time of the render; it asks the upstream nothing and runs no island.
import type { ItemList } from 'schema-dts';
import { HubPage } from './ui/hub-page.js';
import { HUB_ENTRIES, hubEntriesOf, type HubEntry } from '#shared/store/slices/hub-entry.js';
import type { PublicLocation } from '#server/pages/public-location.js';
import { defineKind, kindContent } from '#server/pages/page-kind.js';
import { hubCards } from '#server/pages/hub-cards.js';
import { pageHead } from '#shared/content/phase-texts.js';
import { hubSchema } from '#shared/content/hub-schema.js';
import { HUB_TEXTS } from '#shared/content/hub-texts.js';

/** The cards in the order shown, each linking where its card links. */
function cardList(entries: readonly HubEntry[], location: PublicLocation | undefined): ItemList {
  return {
    '@type': 'ItemList',
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem', position: index + 1, name: entry.name, ...(location ? { url: location.origin + entry.href } : {}),
    })),
  };
}

export const hub = defineKind({
  kind: 'hub',
  content: {
    // Its own content file, content/hub.json (docs/decisions/090-page-kinds.md).
    own: kindContent({
      schema: hubSchema, key: HUB_TEXTS, form: 'Главная акций /promo/',
      title: 'Тексты главной страницы акций /promo/ (docs/content.md)',
    }),
    state: { key: HUB_ENTRIES, of: (_page, at) => hubCards(at) },
    listsPages: true,
  },
  pages: ({ content }) => [{ id: 'hub', paths: { promo: '/promo/' }, ...pageHead(content) }],
  Page: HubPage,
  discovery: {
    // A CollectionPage whose ItemList is the cards it shows, in their order.
    structuredData: (parts) => ({
      ...parts.webPage(), '@type': 'CollectionPage', mainEntity: cardList(hubEntriesOf(parts.state), parts.location),
    }),
  },
});
