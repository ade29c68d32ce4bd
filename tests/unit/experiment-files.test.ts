// The experiments' files (server/content/experiments.ts, docs/product.md §12) read as every content
// file is read: a file with problems is held back alone with a Russian line per problem, its last good
// version serving on when there is one. Run on a copy of the tests' content (tests/fixtures/content).
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { readExperiments } from '#server/content/experiments.js';
import { CAMPAIGNS, CONTENT, copyFixtureContent } from '../support/content.js';

const CONTENT_KARTA = CONTENT.kindFiles['karta-elektrika'] as { programme: string };
import { FIXTURE_EXPERIMENT, experimentPages } from '../support/experiments.js';

let dir: string;
const fileOf = (name: string) => path.join(dir, 'experiments', name);
const write = (name: string, fields: Record<string, unknown> | string) =>
  writeFileSync(fileOf(name), typeof fields === 'string' ? fields : JSON.stringify({
    campaign: 'rockwool25', name: 'Баннер', key: 'abcdef12', goal: 'check-bonus', starts: '2025-10-01', ends: '2025-10-10',
    variant: { title: 'Другой заголовок' }, ...fields,
  }));

beforeEach(() => {
  dir = copyFixtureContent('experiments-');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('readExperiments', () => {
  test('when the fixture is read, then its experiment has its id, its fields and the default share when unset', () => {
    expect(FIXTURE_EXPERIMENT).toMatchObject({ id: 'knauf2025-headline', page: 'knauf2025', share: 50, goal: 'check-bonus' });
    write('plain.json', {});
    const read = readExperiments(dir, experimentPages());
    expect(read.heldBack).toEqual([]);
    expect(read.experiments.map(({ id, share }) => ({ id, share }))).toEqual([
      { id: 'knauf2025-headline', share: 50 }, { id: 'plain', share: 50 },
    ]);
  });

  test('when files have problems, then each is held back alone with a line per problem naming the field', () => {
    write('Bad_Name.json', {});
    write('broken.json', '{ "campaign": ');
    write('fields.json', { share: 100, goal: 'banner', key: 'x', variant: {} });
    write('outside.json', {
      campaign: 'knauf2025', starts: '2025-02-01', ends: '2025-11-05', name: 'Вне дат', variant: { bannerFile: 'nowhere.jpg' },
    });
    write('nowhere.json', { campaign: 'zima2030' });
    write('rockwool25-clash.json', { starts: '2025-10-05', ends: '2025-10-20' });
    write('good.json', {});
    const { experiments, heldBack } = readExperiments(dir, experimentPages());
    expect(experiments.map((entry) => entry.id)).toEqual(['good', 'knauf2025-headline']);
    expect(heldBack).toEqual([
      { file: fileOf('Bad_Name.json'), problems: ['(имя файла): латиница в нижнем регистре, цифры и дефис'], kept: false },
      { file: fileOf('broken.json'), problems: [expect.stringMatching(/^не читается как JSON/)], kept: false },
      {
        file: fileOf('fields.json'),
        problems: [
          'key: ключ эксперимента: от 6 до 40 латинских букв и цифр; его задаёт студия',
          'share: доля Б — от 1 до 99 %',
          'goal: цель — одно из событий страницы: check-bonus, check-card, accept-category, feedback-sent',
          'variant: вариант Б ничего не меняет: задайте заголовок, тексты или баннер',
        ],
        kept: false,
      },
      {
        file: fileOf('nowhere.json'),
        problems: ['page: нет такой страницы: «zima2030»; это акция (имя её файла) или karta-elektrika, law, lovecategory, sert'],
        kept: false,
      },
      {
        file: fileOf('outside.json'),
        problems: [
          'starts: раньше первого дня акции (2025-03-01)', 'ends: позже последнего дня акции (2025-10-31)',
          'variant.bannerFile: нет файла banners/nowhere.jpg',
        ],
        kept: false,
      },
      {
        file: fileOf('rockwool25-clash.json'),
        problems: ['starts: на странице уже идёт эксперимент «Баннер» (2025-10-01 — 2025-10-10); один эксперимент за раз'],
        kept: false,
      },
    ]);
  });

  test('when version Б sets only what the campaign already shows (Б equal to А), then it is held back naming each such field', () => {
    const rockwool = CAMPAIGNS.find((campaign) => campaign.id === 'rockwool25')!;
    write('same.json', { variant: { title: rockwool.title, hubTitle: rockwool.hubTitle } });
    write('one-differs.json', { starts: '2025-10-15', ends: '2025-10-20', variant: { title: rockwool.title, hubTitle: 'Иначе' } });
    const { experiments, heldBack } = readExperiments(dir, experimentPages());
    expect(heldBack).toEqual([{
      file: fileOf('same.json'),
      problems: [
        'variant.title: как у акции на сайте — вариант Б не отличается от А; измените его или уберите',
        'variant.hubTitle: как у акции на сайте — вариант Б не отличается от А; измените его или уберите',
      ],
      kept: false,
    }]);
    expect(experiments.map((entry) => entry.id)).toEqual(['knauf2025-headline', 'one-differs']);
    // Once Б is kept and made the campaign's content, the decided test's Б equals А: that is no problem.
    write('same.json', { variant: { title: rockwool.title, hubTitle: rockwool.hubTitle }, decision: 'b' });
    expect(readExperiments(dir, experimentPages()).heldBack).toEqual([]);
  });

  test('when a running experiment\'s file turns bad, then its last good version serves on, told as kept', () => {
    const before = readExperiments(dir, experimentPages()).experiments;
    write('knauf2025-headline.json', { campaign: 'knauf2025', share: 0 });
    const { experiments, heldBack } = readExperiments(dir, experimentPages(), before);
    expect(experiments).toEqual(before);
    expect(heldBack).toEqual([
      { file: fileOf('knauf2025-headline.json'), problems: expect.arrayContaining(['share: доля Б — от 1 до 99 %']), kept: true },
    ]);
  });

  test('when a decided experiment shares days with a new one, then both are read: a decided test runs no more', () => {
    write('knauf2025-headline.json', { ...FIXTURE_EXPERIMENT, campaign: undefined, id: undefined, decision: 'a' });
    write('knauf2025-again.json', { campaign: 'knauf2025', starts: '2025-10-21', ends: '2025-10-25', key: 'again123' });
    expect(readExperiments(dir, experimentPages()).experiments.map((entry) => entry.id)).toEqual(['knauf2025-again', 'knauf2025-headline']);
  });

  test('when an experiment names another page, then its goal is that page\'s and Б sets its own file\'s groups but its dates', () => {
    const page = (fields: Record<string, unknown>) => ({ campaign: undefined, starts: '2025-10-01', ends: '2025-10-10', ...fields });
    write('law-heading.json', page({ page: 'law', goal: 'feedback-sent', variant: { hero: { heading: 'Стройка для компаний' } } }));
    write('law-goal.json', page({ page: 'law', goal: 'check-bonus', variant: { hero: { heading: 'Иначе' } } }));
    write('law-unknown.json', page({ page: 'law', goal: 'feedback-sent', variant: { hero: { heading: 'Иначе', colour: 'red' } } }));
    write('love-dates.json', page({ page: 'lovecategory', goal: 'accept-category', variant: { ends: '2030-01-01', rules: {} } }));
    write('karta-same.json', page({ page: 'karta-elektrika', goal: 'check-card', variant: { programme: CONTENT_KARTA.programme } }));
    write('both.json', page({ page: 'law', campaign: 'knauf2025', goal: 'feedback-sent', variant: { hero: {} } }));
    const { experiments, heldBack } = readExperiments(dir, experimentPages());
    expect(experiments.map(({ id, page: named }) => ({ id, page: named }))).toEqual([
      { id: 'knauf2025-headline', page: 'knauf2025' }, { id: 'law-heading', page: 'law' },
    ]);
    expect(heldBack).toEqual([
      {
        file: fileOf('both.json'),
        problems: ['page: назовите страницу эксперимента: page (или campaign для акции), одно из двух'],
        kept: false,
      },
      {
        file: fileOf('karta-same.json'),
        problems: ['variant: как на странице сейчас — вариант Б не отличается от А; измените его'],
        kept: false,
      },
      {
        file: fileOf('law-goal.json'),
        problems: ['goal: у этой страницы цели — feedback-sent (Отправка формы обратной связи)'],
        kept: false,
      },
      { file: fileOf('law-unknown.json'), problems: [expect.stringMatching(/^variant\.hero: .*colour/)], kept: false },
      {
        file: fileOf('love-dates.json'),
        problems: [
          'variant.ends: этого вариант Б не меняет (даты и правила страницы — только в её файле)',
          'variant.rules: этого вариант Б не меняет (даты и правила страницы — только в её файле)',
        ],
        kept: false,
      },
    ]);
  });

  test('when its campaign\'s own file is held back, then the experiment waits unread and untold: the campaign\'s file tells the problem', () => {
    const others = CAMPAIGNS.filter((campaign) => campaign.id !== 'knauf2025');
    expect(readExperiments(dir, experimentPages(others))).toEqual({ experiments: [], heldBack: [] });
  });
});
