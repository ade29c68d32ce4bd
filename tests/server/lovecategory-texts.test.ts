// lovecategory's texts around a card, a month, a count and a failure are content
// (content/lovecategory.json: `headerActions`, `card`, `chooser`, `failures`;
// docs/decisions/108-page-texts-as-content.md), through supertest on the real app over a
// copy of the tests' content: each shows where the page says it, with its placeholders
// filled, and an edit of it, read as the watcher reads a change, is what the next answer says.
// The status block reads its words from the page's state, so they travel in the HTML once. A
// template missing a placeholder it must hold, or holding one it may not, is refused in
// Russian by content:check and by the server alike.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';
import type { LovecategoryContent } from '#pages/lovecategory/ui/lovecategory-schema.js';
import { FIXTURE_CONTENT_DIR, copyFixtureContent } from '../support/content.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { beforeState, stateJsonOf, stateOf } from '../support/page-state.js';
import { ROOT } from '../support/project-root.js';
import { checkContent } from '../../scripts/content.mjs';

const FILE = 'lovecategory.json';
const PATH = '/promo/lovecategory';
type Texts = LovecategoryContent;

let dir: string;
let running: TestApp;
let finished: TestApp;
let clock = Date.parse('2025-10-15T09:00:00Z');

const read = (): Texts => JSON.parse(readFileSync(path.join(dir, FILE), 'utf8')) as Texts;
const write = (value: unknown) => writeFileSync(path.join(dir, FILE), JSON.stringify(value, null, 2));
const restore = () => writeFileSync(path.join(dir, FILE), readFileSync(path.join(FIXTURE_CONTENT_DIR, FILE)));
const apps = () => [running, finished];
async function reload() {
  clock += 60_000;
  for (const app of apps()) await app.server.reloadContent();
}

/** The page as served: without JS (a form posted to it), or a plain GET; spaces plain, React's text separators dropped. */
async function page(t: TestApp, form?: string): Promise<string> {
  const res = form === undefined
    ? await request(t.listener).get(PATH)
    : await request(t.listener).post(PATH).type('form').set('X-Forwarded-For', '198.51.100.8').send(form);
  return plainSpaces(res.text).replaceAll('<!-- -->', '');
}
const lookup = (card: string) => `step=lookup&card=${card}`;

beforeAll(async () => {
  dir = copyFixtureContent('promo-lovecategory-texts-');
  running = await startApp({ env: { CONTENT_DIR: dir }, now: () => clock });
  finished = await startApp({ env: { CONTENT_DIR: dir, LOVECATEGORY_FINISHED: 'true' }, now: () => clock });
});
afterAll(async () => {
  await Promise.all(apps().map((app) => app.close()));
  rmSync(dir, { recursive: true, force: true });
});

/** An edit of one group of the file. */
type Group = 'headerActions' | 'chooser' | 'card' | 'failures';
const group = <K extends Group>(key: K) => (patch: Partial<Texts[K]>) => (x: Texts): Texts =>
  ({ ...x, [key]: { ...(x[key] as object), ...patch } });
const [header, chooser, card, failures] = [group('headerActions'), group('chooser'), group('card'), group('failures')];

/** One moved text: where the page says it, what it says there, and an edit with what the page then says. */
interface Moved {
  what: string;
  finished?: boolean;
  form?: string;
  shown: string;
  edit: (texts: Texts) => Texts;
  edited: string;
}

const MOVED: Moved[] = [
  {
    what: 'the header\'s choose button (headerActions.choose)', shown: '>Выбрать категории</button>',
    edit: header({ choose: 'К выбору' }), edited: '>К выбору</button>',
  },
  {
    what: 'the header\'s check button (headerActions.check)', shown: '>Проверить начисления</button>',
    edit: header({ check: 'Мои баллы' }), edited: '>Мои баллы</button>',
  },
  {
    what: 'the chooser\'s counter (chooser.count), its two placeholders filled', form: lookup(DEMO_CARDS.registeredEligible),
    shown: '>Выбрано: 0 из 3</p>',
    edit: chooser({ count: 'Отмечено {выбрано}, можно {всего}' }), edited: '>Отмечено 0, можно 3</p>',
  },
  {
    what: 'the chooser\'s button (chooser.submit)', form: lookup(DEMO_CARDS.registeredEligible),
    shown: 'lc-chooser__submit">Выбрать</button>',
    edit: chooser({ submit: 'Отметить' }), edited: 'lc-chooser__submit">Отметить</button>',
  },
  {
    what: 'the refusal of a choice posted with nothing ticked (chooser.nothingChosen)',
    form: `step=choose&card=${DEMO_CARDS.registeredEligible}`, shown: 'role="alert">Выберите категории</p>',
    edit: chooser({ nothingChosen: 'Отметьте хотя бы одну' }), edited: 'role="alert">Отметьте хотя бы одну</p>',
  },
  {
    what: 'the not-chosen message (card.notChosen), the month filled', form: lookup(DEMO_CARDS.registeredEligible),
    shown: 'Карта пока не участвует в акции: любимые категории не выбраны. Выберите категории на октябрь.',
    edit: card({ notChosen: 'Выбор на {месяц} ещё впереди.' }), edited: 'Выбор на октябрь ещё впереди.',
  },
  {
    what: 'the not-eligible message (card.ineligible)', form: lookup(DEMO_CARDS.ineligible),
    shown: 'Акция доступна для уровней Профи, Эксперт, Супер-Эксперт',
    edit: card({ ineligible: 'Ваш уровень в акции не участвует' }), edited: 'Ваш уровень в акции не участвует',
  },
  {
    what: 'a level\'s name (card.levels)', form: lookup(DEMO_CARDS.registeredEligible), shown: '<dd>Эксперт</dd>',
    edit: (x) => card({ levels: { ...x.card.levels, expert: 'Эксперт+' } })(x), edited: '<dd>Эксперт+</dd>',
  },
  {
    what: 'the heading over this month\'s choice (card.yourCategories) in the block', form: lookup(DEMO_CARDS.alreadyChosen),
    shown: '<h3>Ваши категории на октябрь</h3>',
    edit: card({ yourCategories: 'Выбор на {месяц}' }), edited: '<h3>Выбор на октябрь</h3>',
  },
  {
    what: 'next month\'s heading (card.nextCategories)', form: lookup(DEMO_CARDS.registeredEligible), shown: '<h3>Категории на ноябрь</h3>',
    edit: card({ nextCategories: 'В {месяц} можно будет выбрать' }), edited: '<h3>В ноябрь можно будет выбрать</h3>',
  },
  {
    what: 'an accrual (card.accrued), the points filled', form: lookup(DEMO_CARDS.alreadyChosen), shown: '>начислено 215 баллов</span>',
    edit: card({ accrued: '+{баллов}' }), edited: '>+215 баллов</span>',
  },
  {
    what: 'a month\'s accruals once finished (card.accrualsFor)', finished: true, form: lookup(DEMO_CARDS.alreadyChosen),
    shown: '<h3>Начисления за октябрь</h3>',
    edit: card({ accrualsFor: 'Баллы за {месяц}' }), edited: '<h3>Баллы за октябрь</h3>',
  },
  {
    what: 'the total once finished (card.total)', finished: true, form: lookup(DEMO_CARDS.alreadyChosen),
    shown: '>Всего начислено: <strong>',
    edit: card({ total: 'Итого:' }), edited: '>Итого: <strong>',
  },
  {
    what: 'a failed lookup\'s reason (failures.unavailable)', form: lookup(DEMO_CARDS.failure),
    shown: 'lc-modal__reason">Сервис временно недоступен, попробуйте позже</p>',
    edit: failures({ unavailable: 'Учётная система молчит' }), edited: 'lc-modal__reason">Учётная система молчит</p>',
  },
  {
    what: 'an unknown card\'s reason (failures.cardUnknown)', form: lookup(DEMO_CARDS.notFound),
    shown: 'lc-modal__reason">Карта не найдена</p>',
    edit: failures({ cardUnknown: 'Такой карты нет' }), edited: 'lc-modal__reason">Такой карты нет</p>',
  },
  {
    // The card-info modal is client-only: its sentence travels in the page's state, for the island.
    what: 'the card-info modal\'s line (card.cardInfo), in the state', shown: '"cardInfo":"Карта {карта}, уровень {уровень}"',
    edit: card({ cardInfo: '{карта}: {уровень}' }), edited: '"cardInfo":"{карта}: {уровень}"',
  },
];

describe.each(MOVED.map((entry) => [entry.what, entry] as const))('%s', (_what, { finished: isFinished, form, shown, edit, edited }) => {
  test('when the page is served, then it says the file\'s text; when the text is edited and the change read, the new one', async () => {
    const app = () => (isFinished ? finished : running);
    expect(await page(app(), form)).toContain(shown);
    write(edit(read()));
    await reload();
    const after = await page(app(), form);
    expect(after).toContain(edited);
    expect(after).not.toContain(shown);
    restore();
    await reload();
  });
});

describe('the status block\'s words', () => {
  test('when the page is served, then they are in its state once, no island props carry them, and the block renders them', async () => {
    const html = await page(running);
    const { status } = read();
    const state = stateOf(html);
    expect((state.page.kindState as Pick<Texts, 'status'>).status.lookupLead).toBe(status.lookupLead);
    expect(stateJsonOf(html)!.split(JSON.stringify(status.lookupLead)).length - 1).toBe(1);
    expect(html).not.toContain('data-props=');
    expect(beforeState(html)).toContain(`<h2 id="lc-status-title">${status.heading}</h2>`);
    expect(beforeState(html).split(status.lookupLead).length - 1).toBe(1);
  });
});

/** A template the schema refuses, and the Russian reasons it gives (the field's path in the file, then why). */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const REFUSED: readonly (readonly [string, (texts: Texts) => Texts, string[]])[] = [
  [
    'the counter without {всего}', (x) => ({ ...x, chooser: { ...x.chooser, count: 'Выбрано: {выбрано}' } }),
    ['chooser.count: нужна подстановка {всего}: без неё текст не назовёт значение'],
  ],
  [
    'a month\'s accruals without {месяц}', (x) => ({ ...x, card: { ...x.card, accrualsFor: 'Начисления за месяц' } }),
    ['card.accrualsFor: нужна подстановка {месяц}: без неё текст не назовёт значение'],
  ],
  [
    'the card line with {номер} for {карта}', (x) => ({ ...x, card: { ...x.card, cardInfo: 'Карта {номер}, уровень {уровень}' } }),
    [
      'card.cardInfo: из подстановок в фигурных скобках есть только {карта} и {уровень}',
      'card.cardInfo: нужна подстановка {карта}: без неё текст не назовёт значение',
    ],
  ],
  [
    'the rate limit\'s reason with {секунд}', (x) => ({ ...x, failures: { ...x.failures, tooMany: 'Подождите {секунд} с' } }),
    [
      'failures.tooMany: из подстановок в фигурных скобках есть только {минут}',
      'failures.tooMany: нужна подстановка {минут}: без неё текст не назовёт значение',
    ],
  ],
];

describe.each(REFUSED)('a template with %s', (_what, breakIt, reasons) => {
  test('when content:check reads it, then it is refused in Russian; when the server reads it, the file is held back for the same reason and its last good version serves', async () => {
    const good = await page(running, lookup(DEMO_CARDS.registeredEligible));
    write(breakIt(read()));
    try {
      vi.stubEnv('CONTENT_DIR', dir);
      const { problems } = await checkContent(ROOT);
      expect(problems).toEqual(reasons.map((reason) => expect.stringMatching(new RegExp(`${FILE}: ${escaped(reason)}$`))));

      await reload();
      const { heldBack } = running.server.reloads.last!;
      expect(heldBack).toEqual([expect.objectContaining({
        file: FILE, kept: true, problems: reasons.map((reason) => expect.stringMatching(new RegExp(`${escaped(reason)}$`))),
      })]);
      expect(await page(running, lookup(DEMO_CARDS.registeredEligible))).toBe(good);
    } finally {
      vi.unstubAllEnvs();
      restore();
      await reload();
    }
  });
});
