// The card numbers that steer the demo upstream. One table, so docs/demo.md, the browser
// tests and the rules below cannot drift apart. Every number is a valid card: 7 digits.
export const DEMO_CARDS = {
  /** lovecategory: registered 'эксперт', 3 categories, current month not chosen yet
   *  (points only for last month). Card check: 12.7 (the page shows 12). */
  registeredEligible: '7012345',
  /** lovecategory: registered 'Профи' (capitalised on purpose), 2 categories, current
   *  month not chosen: a second card, so browser tests can choose without conflicts. */
  registeredEligibleSecond: '7054321',
  /** lovecategory: not registered yet ('профи', 2 categories): the card-info modal opens;
   *  choosing categories registers it (choice confirms participation). */
  unregistered: '7011111',
  /** lovecategory: registered 'стандарт', 0 categories: not eligible. */
  ineligible: '7022222',
  /** lovecategory: registered 'супер-эксперт' that already chose 2 categories this month. */
  alreadyChosen: '7033333',
  /** lovecategory: 404 'Карта не найдена' (as is every card not listed here). */
  notFound: '7000404',
  /** Savings check: count 0 (negative). Card check: 0. */
  zero: '7000000',
  /** Card check: -1 (negative count: the client empties the card info). */
  negative: '7000001',
  /** Savings check: count 3 (any card not listed whose last digit is even). */
  savingsPositive: '7000002',
  /** Savings check: count 0 (any card not listed whose last digit is odd). */
  savingsNegative: '7000003',
  /** Every card call answers 500 { message: 'Internal error' }. */
  failure: '7000500',
} as const;

export const CARD_PATTERN = /^\d{7}$/;

/** A failing answer is signalled by `null`, so routes map it to a 500. */
export type DemoCount = number | null;

/**
 * Savings check (GET /api/v2/promo/check/{slug}/{card}/), same for every campaign:
 * 7000000 → 0, 7000500 → failure, otherwise last digit even → 3, odd → 0.
 * A parity rule lets a tester invent a positive or negative card without a lookup table.
 */
export function savingsCount(card: string): DemoCount {
  if (card === DEMO_CARDS.failure) return null;
  if (card === DEMO_CARDS.zero) return 0;
  return Number(card.at(-1)) % 2 === 0 ? 3 : 0;
}

/**
 * Card check of a landing (karta-elektrika): 7012345 → 12.7 (fraction: the client floors
 * it), 7000001 → -1 (negative: the client empties the info), 7000000 → 0, 7000500 →
 * failure, any other card → 5.
 */
export function landingCardCount(card: string): DemoCount {
  switch (card) {
    case DEMO_CARDS.registeredEligible: return 12.7;
    case DEMO_CARDS.negative: return -1;
    case DEMO_CARDS.zero: return 0;
    case DEMO_CARDS.failure: return null;
    default: return 5;
  }
}
