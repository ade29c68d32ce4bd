// Russian nouns after a count, by the language's own rules (Intl.PluralRules: CLDR's «one» 1, 21,
// 31…; «few» 2–4, 22–24…; «many» 0, 5–20, 25…; «other» a fraction): the one place the site and
// the studio choose a noun's form for a number they show (tests/unit/plurals.test.ts).
const RULES = new Intl.PluralRules('ru-RU');

/** A noun's forms after a count, in the case the sentence asks for: «1 балл», «2 балла», «5 баллов», «1,5 балла». */
export type CountForms = Record<'one' | 'few' | 'many' | 'other', string>;

/** The noun's form for `count`. */
export function pluralForm(count: number, forms: CountForms): string {
  const category = RULES.select(count);
  return category === 'one' || category === 'few' || category === 'many' ? forms[category] : forms.other;
}

/** The genitive after «не меньше», «не больше», «не короче», «до»: «1 символа», «2 символов», «21 символа». */
export const genitive = (one: string, many: string): CountForms => ({ one, few: many, many, other: one });
