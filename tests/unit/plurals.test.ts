// Every count the site and the studio show with its noun, said right for 0–25 (shared/ui/plural.ts):
// the site's points and the feedback form's limits, the content check's length limits as the studio
// shows them on a field, and Decap's own counted phrases in the studio's Russian (studio/ru-phrases.ts),
// the latter through Decap's own phrase library with Russian rules.
import Polyglot from 'node-polyglot';
import { z } from 'zod';
import { describe, expect, test } from 'vitest';
import { formatPoints } from '#pages/lovecategory/ui/format-points.js';
import { characters } from '#shared/validation/feedback.js';
import { contentErrorMap } from '../../server/content/content-messages.js';
import { MENDED_PHRASES } from '../../studio/ru-phrases.js';

const COUNTS = Array.from({ length: 26 }, (_, count) => count);

/** The noun's form for 0…25, as a Russian reader expects it, written out (not computed). */
const forms = (one: string, few: string, many: string) => [
  many, one, few, few, few, many, many, many, many, many, many, // 0–10
  many, many, many, many, many, many, many, many, many, many, // 11–20
  one, few, few, few, many, // 21–25
];
/** The genitive after «не меньше», «не короче»: one form for 1, 21 and another for the rest. */
const genitive = (one: string, other: string) => COUNTS.map((count) => (count === 1 || count === 21 ? one : other));

const POINTS = forms('балл', 'балла', 'баллов');
const CHARACTERS = genitive('символа', 'символов');
const ENTRIES = forms('запись', 'записи', 'записей');

describe('every count the site and the studio show, 0 to 25', () => {
  test.each(COUNTS)('when a card has %i points, then the site says the points with the right noun', (count) => {
    expect(formatPoints(count)).toBe(`${count} ${POINTS[count]!}`);
  });

  test.each(COUNTS)('when a feedback limit is %i, then the form names it with the right noun', (count) => {
    expect(characters(count)).toBe(`${count} ${CHARACTERS[count]!}`);
  });

  test.each(COUNTS.filter((count) => count >= 2))('when a content text must be at least or at most %i long, then the check says so with the right noun', (count) => {
    const short = z.string().min(count).safeParse('', { error: contentErrorMap });
    const long = z.string().max(count).safeParse('я'.repeat(count + 1), { error: contentErrorMap });
    expect(short.error?.issues[0]?.message).toBe(`слишком короткий текст: нужно не меньше ${count} ${CHARACTERS[count]!}`);
    expect(long.error?.issues[0]?.message).toBe(`слишком длинный текст: не больше ${count} ${CHARACTERS[count]!}`);
  });

  test.each(COUNTS)('when a workflow column holds %i entries, then the studio counts them in Russian', (count) => {
    const phrases = new Polyglot({ locale: 'ru', phrases: MENDED_PHRASES });
    expect(phrases.t('workflow.workflowList.currentEntries', { smart_count: count })).toBe(`${count} ${ENTRIES[count]!}`);
  });

  test('when the studio counts list items, then no noun follows the number (its form could not be chosen)', () => {
    const phrases = new Polyglot({ locale: 'ru', phrases: MENDED_PHRASES });
    for (const key of ['rangeCount', 'rangeCountExact', 'rangeMin', 'rangeMax']) {
      const said = phrases.t(`editor.editorControlPane.widget.${key}`, { fieldLabel: 'Города', minCount: 2, maxCount: 5, count: 3 });
      expect(said).toMatch(/\d\.$/);
    }
  });
});
