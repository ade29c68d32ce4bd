// The site's own check of an entry's change before the studio saves or publishes it
// (server/studio/entry-check.ts, docs/decisions/241-studio-one-validation.md), on the tests'
// content: every collection of the studio's form is a place of the content folder it may
// change, «Запланированные изменения» (schedule/, docs/decisions/251-scheduled-changes.md)
// among them; a path outside those is refused before anything is written.
import { describe, expect, test } from 'vitest';
import { ChangeOutsideContent, createEntryCheck } from '#server/studio/entry-check.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import { FIXTURE_CONTENT_DIR } from '../support/content.js';

const check = createEntryCheck({ contentDir: FIXTURE_CONTENT_DIR, pages: PAGE_REGISTRY });
const file = (value: object) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

describe('the studio\'s check of an entry\'s change', () => {
  test('when a scheduled change is saved in the studio, then it is checked as a content file and a valid one has no problem', async () => {
    const weekend = file({ campaign: 'knauf2025', at: '2025-11-15T12:05', title: 'Акция Knauf 2025: баллы на выходных' });
    expect(await check(new Map([['schedule/knauf-weekend.json', weekend]]))).toEqual([]);
  });

  test.each(['schedule/../site.json', '.git/config', 'scripts/run.json', 'schedule/sub/deeper.json'])(
    'when a change names %s, then it is refused as no content file and nothing is checked',
    async (path) => {
      await expect(check(new Map([[path, file({})]]))).rejects.toBeInstanceOf(ChangeOutsideContent);
    },
  );
});
