// The site's own check of an entry's change before the studio saves or publishes it
// (server/studio/entry-check.ts, docs/decisions/240-studio-media-never-overwrite.md), on the tests'
// content: every collection of the studio's form is a place of the content folder it may
// change, «Запланированные изменения» (schedule/, docs/decisions/251-scheduled-changes.md)
// among them; a path outside those is refused before anything is written.
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

  test('when a scheduled change names a campaign or a banner that is not there, then each is a problem of its field, as the server would hold it back', async () => {
    const wrong = file({ campaign: 'zima2030', at: '2025-11-15T12:05', title: 'Акция', bannerFile: 'nowhere.jpg' });
    expect(await check(new Map([['schedule/zima-weekend.json', wrong]]))).toEqual([
      { file: 'schedule/zima-weekend.json', field: 'campaign', message: 'нет акции «zima2030»' },
      { file: 'schedule/zima-weekend.json', field: 'bannerFile', message: 'нет файла banners/nowhere.jpg' },
    ]);
    const noMinute = file({ campaign: 'knauf2025', at: '15.11.2025 12:05', title: 'Акция' });
    expect(await check(new Map([['schedule/knauf-weekend.json', noMinute]]))).toEqual([
      { file: 'schedule/knauf-weekend.json', field: 'at', message: expect.stringContaining('нужны день и время по Москве') },
    ]);
  });

  // An experiment (experiments/, docs/product.md §12) refused before saving, in Russian, naming the field.
  test('when an experiment has no goal, days outside its campaign\'s or a version Б equal to А, then each is a problem of its field', async () => {
    const rockwool = JSON.parse(readFileSync(path.join(FIXTURE_CONTENT_DIR, 'campaigns', 'rockwool25.json'), 'utf8'));
    const experiment = {
      campaign: 'rockwool25', name: 'Заголовок', key: 'studioK1', goal: 'check-bonus', starts: '2025-10-01', ends: '2025-10-10',
      variant: { title: 'Rockwool: баллы за каждую упаковку' },
    };
    expect(await check(new Map([['experiments/zagolovok.json', file(experiment)]]))).toEqual([]);
    const noGoal = { ...experiment, goal: undefined };
    expect(await check(new Map([['experiments/zagolovok.json', file(noGoal)]]))).toEqual([
      { file: 'experiments/zagolovok.json', field: 'goal', message: expect.stringContaining('цель') },
    ]);
    const outside = { ...experiment, starts: '2025-08-01', ends: '2025-12-01' };
    expect(await check(new Map([['experiments/zagolovok.json', file(outside)]]))).toEqual([
      { file: 'experiments/zagolovok.json', field: 'starts', message: 'раньше первого дня акции (2025-09-01)' },
      { file: 'experiments/zagolovok.json', field: 'ends', message: 'позже последнего дня акции (2025-11-30)' },
    ]);
    const same = { ...experiment, variant: { title: rockwool.title } };
    expect(await check(new Map([['experiments/zagolovok.json', file(same)]]))).toEqual([{
      file: 'experiments/zagolovok.json', field: 'variant.title',
      message: 'как у акции на сайте — вариант Б не отличается от А; измените его или уберите',
    }]);
  });

  test.each(['schedule/../site.json', '.git/config', 'scripts/run.json', 'schedule/sub/deeper.json'])(
    'when a change names %s, then it is refused as no content file and nothing is checked',
    async (path) => {
      await expect(check(new Map([[path, file({})]]))).rejects.toBeInstanceOf(ChangeOutsideContent);
    },
  );
});
