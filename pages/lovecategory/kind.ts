// lovecategory, the "favourite categories" promotion (docs/product.md §4), dated like a campaign by its own content file.
import { LoveCategoryPage } from './ui/lovecategory-page.js';
import { defineKind, kindContent } from '#server/pages/page-kind.js';
import { loadLoveCategoryPage } from './load.js';
import { loveCategoryForm } from './posted-form.js';
import { LOVECATEGORY_ON_PAGE, LOVECATEGORY_TEXTS } from './ui/lovecategory-texts.js';
import { pageHead } from '#shared/content/phase-texts.js';
import { lovecategorySchema, type LovecategoryContent, type LovecategoryOnPage } from './ui/lovecategory-schema.js';

/** The programme's dates, as its pages get them. */
export type LovecategoryDates = Pick<LovecategoryContent, 'starts' | 'ends'>;

/** The groups of its file its islands read (`kindState`): the rest is in the server's HTML only. */
const onPageOf = ({ headerActions, status, card, chooser, modals, failures }: LovecategoryContent): LovecategoryOnPage =>
  ({ headerActions, status, card, chooser, modals, failures });

/** Its card's picture, an illustration rather than a banner. */
const CARD_IMAGE = { width: 600, height: 440 };

export const lovecategory = defineKind({
  kind: 'lovecategory',
  pages: ({ content, content: { starts, ends, hubCard }, config }) => [{
    id: 'lovecategory',
    paths: { promo: '/promo/lovecategory' },
    ...pageHead(content),
    data: { starts, ends, hubCard, onPage: onPageOf(content) },
    dates: { starts, ends, ...(config.lovecategoryFinished ? { finishedByConfig: true } : {}) },
  }],
  // The islands (the header's buttons, the status block, the modals) read their words from the state, once.
  content: {
    // Its own content file (docs/decisions/090-page-kinds.md).
    own: kindContent({
      schema: lovecategorySchema, key: LOVECATEGORY_TEXTS, form: '«Любимые категории»',
      title: 'Программа «Любимые категории»: даты и тексты страницы (docs/content.md)',
    }),
    state: { key: LOVECATEGORY_ON_PAGE, of: (page) => page.data.onPage },
  },
  Page: LoveCategoryPage,
  experiment: { goals: ['accept-category'], untested: ['rules'] },
  load: loadLoveCategoryPage,
  discovery: {
    // On the hub while running and once finished (never leaves it).
    hubCard: {
      card: (page, phase, { base, path }) => ({
        id: page.id, href: path, name: page.data.hubCard.name, lead: page.data.hubCard.lead,
        phase: phase === 'finished' ? 'finished' : 'running', starts: page.data.starts, ends: page.data.ends,
        image: { src: `${base}static/illustrations/lovecategory.svg`, ...CARD_IMAGE },
      }),
    },
  },
  forms: { posted: loveCategoryForm },
  calendar: { closedWhenFinished: ['addCategories'] },
});
