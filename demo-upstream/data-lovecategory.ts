// Demo data of the favourite-categories promotion (lovecategory).
// Months are relative to the server's clock, so the demo never goes stale.
import { DEMO_CARDS } from './demo-cards';

export interface PromoCategory { code: number; name: string }
export interface ScoredCategory extends PromoCategory { score: number }

export const PROMO_CATEGORIES: readonly PromoCategory[] = [
  { code: 12, name: 'Сантехника' },
  { code: 31, name: 'Краски' },
  { code: 44, name: 'Электрика' },
  { code: 5, name: 'Инструмент' },
  { code: 27, name: 'Сад' },
  { code: 18, name: 'Плитка' },
  { code: 53, name: 'Освещение' },
  { code: 61, name: 'Двери' },
];

export const ELIGIBLE_STATUSES = ['профи', 'эксперт', 'супер-эксперт'];

/**
 * What may be chosen in a month: the list rotates by month (6 in even months, 5 in odd)
 * so the current and next month differ, as in the real promotion, yet stay deterministic.
 */
export function availableCategoriesFor(month: number): PromoCategory[] {
  const size = month % 2 === 0 ? 6 : 5;
  return Array.from({ length: size }, (_, i) => PROMO_CATEGORIES[(month + i) % PROMO_CATEGORIES.length]!);
}

export function monthShift(month: number, offset: number): number {
  return (((month + offset) % 12) + 12) % 12;
}

/** A past choice: the first `scores.length` categories available that month, with points. */
export interface DemoChoice { monthOffset: number; scores: number[] }

export interface DemoParticipant {
  status: string;
  availableCount: number;
  registered: boolean;
  /** Choices relative to the current month (-1 = last month, 0 = this month). */
  history: DemoChoice[];
}

export const DEMO_PARTICIPANTS: Readonly<Record<string, DemoParticipant>> = {
  [DEMO_CARDS.registeredEligible]: {
    status: 'эксперт', availableCount: 3, registered: true, history: [{ monthOffset: -1, scores: [340, 0, 1270] }],
  },
  [DEMO_CARDS.registeredEligibleSecond]: { status: 'Профи', availableCount: 2, registered: true, history: [] },
  [DEMO_CARDS.unregistered]: { status: 'профи', availableCount: 2, registered: false, history: [] },
  [DEMO_CARDS.ineligible]: { status: 'стандарт', availableCount: 0, registered: true, history: [] },
  [DEMO_CARDS.alreadyChosen]: {
    status: 'супер-эксперт', availableCount: 2, registered: true,
    history: [{ monthOffset: -1, scores: [520, 75] }, { monthOffset: 0, scores: [215, 90] }],
  },
};

export function scoredChoice(month: number, scores: number[]): ScoredCategory[] {
  const available = availableCategoriesFor(month);
  return scores.map((score, i) => ({ ...available[i % available.length]!, score }));
}
