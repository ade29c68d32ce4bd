// Per-server memory of the categories chosen through categories/add/, so the next
// participants/add shows them (the page re-fetches the participant after a choice). The
// demo data stays read-only; reset() only forgets this server's choices.
import { DEMO_CARDS } from './demo-cards';
import {
  DEMO_PARTICIPANTS, ELIGIBLE_STATUSES, PROMO_CATEGORIES, availableCategoriesFor, monthShift, scoredChoice,
  type DemoParticipant, type ScoredCategory,
} from './data-lovecategory';
import { fail, ok, type DemoReply } from './reply';

export interface LoveCategoryState {
  participant(card: string): DemoReply;
  choose(card: string, codes: number[]): DemoReply;
  reset(): void;
}

export function createLoveCategoryState(now: () => Date): LoveCategoryState {
  /** card → month → chosen category codes. */
  const chosen = new Map<string, Map<number, number[]>>();

  function scoresOf(card: string, profile: DemoParticipant, month: number): Record<string, ScoredCategory[]> {
    const scores: Record<string, ScoredCategory[]> = {};
    for (const choice of profile.history) {
      const m = monthShift(month, choice.monthOffset);
      scores[String(m)] = scoredChoice(m, choice.scores);
    }
    for (const [m, codes] of chosen.get(card) ?? []) {
      // A fresh choice has accrued nothing yet.
      scores[String(m)] = codes.map((code) => ({ ...PROMO_CATEGORIES.find((c) => c.code === code)!, score: 0 }));
    }
    return scores;
  }

  function alreadyChosen(card: string, profile: DemoParticipant, month: number): boolean {
    return profile.history.some((c) => c.monthOffset === 0) || (chosen.get(card)?.has(month) ?? false);
  }

  /** The upstream's rules for a choice; the message is shown in the error modal. */
  function problemWith(card: string, codes: number[], month: number): string | null {
    const profile = DEMO_PARTICIPANTS[card];
    if (!profile) return 'Карта не найдена';
    if (!ELIGIBLE_STATUSES.includes(profile.status.toLowerCase())) return 'Акция доступна для уровней Профи, Эксперт, Супер-Эксперт';
    if (codes.length === 0) return 'Выберите хотя бы одну категорию';
    if (codes.length > profile.availableCount) return `Можно выбрать не более ${profile.availableCount} категорий`;
    if (new Set(codes).size !== codes.length) return 'Категории не должны повторяться';
    const available = availableCategoriesFor(month).map((c) => c.code);
    if (codes.some((code) => !available.includes(code))) return 'Категория недоступна для выбора в этом месяце';
    if (alreadyChosen(card, profile, month)) return 'Категории на этот месяц уже выбраны';
    return null;
  }

  return {
    participant(card) {
      if (card === DEMO_CARDS.failure) return fail(500, 'Internal error');
      const profile = DEMO_PARTICIPANTS[card];
      if (!profile) return fail(404, 'Карта не найдена');
      const month = now().getMonth();
      const next = monthShift(month, 1);
      return ok({
        card: {
          status: profile.status,
          available_categories_count: profile.availableCount,
          // Choosing categories confirms participation (the confirm step's note says so), so it registers the card.
          is_registered: profile.registered || chosen.has(card),
          categories_score: scoresOf(card, profile, month),
        },
        available_categories: { [month]: availableCategoriesFor(month), [next]: availableCategoriesFor(next) },
      });
    },
    choose(card, codes) {
      if (card === DEMO_CARDS.failure) return fail(500, 'Internal error');
      const month = now().getMonth();
      const problem = problemWith(card, codes, month);
      if (problem) return fail(422, problem);
      const months = chosen.get(card) ?? new Map<number, number[]>();
      months.set(month, [...codes]);
      chosen.set(card, months);
      return ok({ success: true });
    },
    reset() {
      chosen.clear();
    },
  };
}
