// lovecategory's own content file, content/lovecategory.json: the programme's dates. Read,
// checked, watched, written as JSON Schema and compared on a change from this declaration
// alone (pages/content-files.ts lists it); its pages are dated by it, and its page's state
// carries it (`page.content`).
import { isoDay, kindFileSchema, whenValid } from '#shared/content/campaign-schema.js';
import { kindContent } from '#server/pages/page-kind.js';

const FILE = 'lovecategory.json';

export const lovecategoryContent = kindContent({
  file: FILE,
  title: 'Даты программы «Любимые категории» (docs/content.md)',
  schema: kindFileSchema(FILE, {
    starts: isoDay.describe('Первый день программы (по Москве): «С 1 ноября 2024 года» в шапке'),
    ends: isoDay.optional().describe('Последний день (по Москве); не задан — без окончания'),
  }).refine((c) => c.ends === undefined || c.ends >= c.starts, {
    ...whenValid('starts', 'ends'), path: ['ends'], message: 'не может быть раньше starts',
  }),
  // Before any content is read only the page's id and path count, never its dates.
  empty: { starts: '2000-01-01' },
});

/** The programme's dates, as its pages and its page's state get them. */
export type LovecategoryDates = typeof lovecategoryContent.empty;
