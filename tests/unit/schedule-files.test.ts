// The scheduled changes' files (server/content/schedule.ts, docs/decisions/251-scheduled-changes.md)
// read as every content file is read: a file with problems is held back with a Russian line per
// problem, never applied, and the good ones are in the order they apply. Run on a copy of the
// tests' content (tests/fixtures/content) with a schedule/ folder written by each test.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { readSchedule } from '#server/content/schedule.js';
import { CAMPAIGNS, copyFixtureContent } from '../support/content.js';

let dir: string;
const scheduleFile = (name: string) => path.join(dir, 'schedule', name);
const write = (name: string, text: string) => writeFileSync(scheduleFile(name), text);
const change = (fields: Record<string, unknown>) => JSON.stringify({ campaign: 'knauf2025', at: '2025-11-15T12:05', ...fields });

beforeEach(() => {
  dir = copyFixtureContent('schedule-');
  mkdirSync(path.join(dir, 'schedule'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('readSchedule', () => {
  test('when the folder holds good changes, then each is read with its id and Moscow instant, in the order they apply', () => {
    write('later.json', change({ at: '2025-11-16T00:00', title: 'Позже' }));
    write('sooner.json', change({ title: 'Раньше' }));
    write('schema.json', '{"not": "a change"}');
    const { schedule, heldBack } = readSchedule(dir, CAMPAIGNS);
    expect(heldBack).toEqual([]);
    expect(schedule.map(({ id, instant, title }) => ({ id, instant, title }))).toEqual([
      { id: 'sooner', instant: Date.parse('2025-11-15T12:05:00+03:00'), title: 'Раньше' },
      { id: 'later', instant: Date.parse('2025-11-16T00:00:00+03:00'), title: 'Позже' },
    ]);
  });

  test('when files have problems, then each is held back (never kept) with a line per problem, and the good one still applies', () => {
    write('Bad_Name.json', change({ title: 'Акция' }));
    write('broken.json', '{ "campaign": "knauf2025", ');
    write('fields.json', change({ at: 'завтра' }));
    write('nowhere.json', change({ campaign: 'zima2030', bannerFile: 'nowhere.jpg' }));
    write('good.json', change({ title: 'Акция' }));
    const { schedule, heldBack } = readSchedule(dir, CAMPAIGNS);
    expect(schedule.map((entry) => entry.id)).toEqual(['good']);
    expect(heldBack).toEqual([
      { file: scheduleFile('Bad_Name.json'), problems: ['(имя файла): латиница в нижнем регистре, цифры и дефис'], kept: false },
      { file: scheduleFile('broken.json'), problems: [expect.stringMatching(/^не читается как JSON: файл обрывается \(строка 1/)], kept: false },
      {
        file: scheduleFile('fields.json'),
        problems: [
          'at: нужны день и время по Москве, например 2025-10-18T00:00',
          '(файл): изменение ничего не меняет: задайте баннер или тексты',
        ],
        kept: false,
      },
      {
        file: scheduleFile('nowhere.json'),
        problems: ['campaign: нет акции «zima2030»', 'bannerFile: нет файла banners/nowhere.jpg'],
        kept: false,
      },
    ]);
  });
});
