// karta-elektrika, the electricians' loyalty card (docs/product.md §4): a lasting programme,
// always current; nothing to load before a render. Its texts are its own content file,
// content/karta-elektrika.json, declared here (docs/decisions/090-page-kinds.md).
// Its card check is an island, and a card form without JavaScript, on the `loyal` landing.
import { CARD_CHECK_LANDINGS } from '#shared/api/browser-calls.js';
import { KartaElektrikaPage } from './ui/karta-elektrika-page.js';
import { KARTA_LANDING } from './ui/links.js';
import { cardChecked } from '#shared/store/slices/card-check.js';
import { BANNER_SIZES } from '#shared/ui/banner.js';
import { defineKind, kindContent } from '#server/pages/page-kind.js';
import { pageHead } from '#shared/content/phase-texts.js';
import { kartaSchema } from './ui/karta-schema.js';
import { KARTA_TEXTS } from './ui/texts.js';

export const kartaElektrika = defineKind({
  kind: 'karta-elektrika',
  content: {
    own: kindContent({
      schema: kartaSchema, key: KARTA_TEXTS, form: '«Карта электрика»',
      title: 'Тексты страницы «Карта электрика» (docs/content.md)',
    }),
  },
  pages: ({ content }) => [{
    id: 'karta-elektrika',
    paths: { promo: '/promo/karta-elektrika' },
    ...pageHead(content),
    // Its card's texts, for the hub (which reads no kind's file).
    data: { hubCard: content.hubCard },
  }],
  Page: KartaElektrikaPage,
  experiment: { goals: ['check-card'] },
  discovery: {
    hubCard: {
      card: (page, _phase, { base, path }) => ({
        id: page.id, href: path, name: page.data.hubCard.name, lead: page.data.hubCard.lead,
        phase: 'running', image: { src: `${base}static/banners/karta-elektrika-large.svg`, ...BANNER_SIZES.large },
      }),
    },
  },
  forms: {
    card: {
      call: 'cardCheckInCategory',
      answer: (store, _ctx, cardNumber) =>
        store.dispatch(cardChecked({
          landing: KARTA_LANDING, landingCategory: CARD_CHECK_LANDINGS[KARTA_LANDING].landingCategory, cardNumber,
        })),
    },
  },
});
