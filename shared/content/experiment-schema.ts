// A campaign experiment (docs/product.md §12, docs/content.md «Эксперименты»): the content folder's
// `experiments/<id>.json` names a campaign, version Б's fields (the same set a scheduled change may
// set: shared/content/scheduled-change-schema.ts), Б's share, the goal it is judged by and its own
// Moscow days. Version А is the campaign as it is live. The studio writes `key` when the test is
// created or restarted: it salts each visitor's draw and names the counts (server/experiments/), so
// a restarted test draws and counts anew while the old key's results stay readable (the old keys in `earlierKeys`).
import { z } from 'zod';
import { CAMPAIGN_PAGE_GOALS } from '../analytics/goals.js';
import { isoDay, plainText, SLUG_PATTERN, titled, whenValid } from './campaign-schema.js';
import { SCHEDULED_FIELDS, settableCampaignFields } from './scheduled-change-schema.js';

/** The folder of the experiments in the content folder. */
export const EXPERIMENTS_FOLDER = 'experiments';

/** An experiment's key: what the studio draws at random (letters and digits, 6 to 40). */
export const EXPERIMENT_KEY = /^[A-Za-z0-9_-]{6,40}$/;

/** The campaign fields version Б may set: any visitor-facing text or picture, never dates, rules or the leaderboard. */
export const EXPERIMENT_FIELDS = SCHEDULED_FIELDS;

/** Б's share when the file does not say. */
export const DEFAULT_SHARE = 50;

/** How an ended test was decided: «Оставить как было» (a) or «Оставить вариант Б» (b). */
export const EXPERIMENT_DECISIONS = ['a', 'b'] as const;

const variantSchema = z
  .strictObject(settableCampaignFields)
  .refine((variant) => EXPERIMENT_FIELDS.some((field) => variant[field] !== undefined), {
    message: 'вариант Б ничего не меняет: задайте заголовок, тексты или баннер',
  })
  .describe('Вариант Б: поля акции, которые видит половина посетителей (или доля Б); остальное — как у акции')
  .meta({ title: 'Вариант Б' });

export const experimentSchema = z
  .strictObject({
    campaign: titled(
      z.string().regex(SLUG_PATTERN, 'имя файла акции: латиница, цифры и дефис'), 'Акция, на странице которой идёт эксперимент', 'Акция',
    ),
    name: titled(plainText(120), 'Что проверяем, своими словами: «Заголовок с выгодой»', 'Что проверяем'),
    key: titled(
      z.string().regex(EXPERIMENT_KEY, 'ключ эксперимента: от 6 до 40 латинских букв и цифр; его задаёт студия'),
      'Ключ эксперимента: студия задаёт его при создании и перезапуске; новый ключ — новое распределение и новый счёт',
      'Ключ эксперимента',
    ),
    earlierKeys: titled(
      z.array(z.string().regex(EXPERIMENT_KEY, 'ключ эксперимента: от 6 до 40 латинских букв и цифр; его задаёт студия')).optional(),
      'Ключи прошлых запусков: студия дописывает прежний ключ при перезапуске; их результаты остаются на странице эксперимента',
      'Прошлые запуски',
    ),
    share: titled(
      z.int('доля — целое число процентов').min(1, 'доля Б — от 1 до 99 %').max(99, 'доля Б — от 1 до 99 %').default(DEFAULT_SHARE),
      'Доля посетителей, которые видят вариант Б, в процентах (1–99); по умолчанию 50',
      'Доля варианта Б, %',
    ),
    goal: titled(
      z.enum(CAMPAIGN_PAGE_GOALS, 'цель — одно из событий страницы акции: check-bonus (проверка баллов)'),
      'Цель: событие страницы, по которому сравниваем варианты; check-bonus — посетитель проверил свои баллы',
      'Цель',
    ),
    starts: titled(isoDay, 'Первый день эксперимента (по Москве), внутри дат акции', 'Первый день'),
    ends: titled(isoDay, 'Последний день эксперимента (по Москве), не раньше первого и внутри дат акции', 'Последний день'),
    decision: titled(
      z.enum(EXPERIMENT_DECISIONS).optional(),
      'Решение: a — оставили как было, b — оставили вариант Б; эксперимент закончен, все видят А, результаты остаются',
      'Решение',
    ),
    variant: variantSchema,
  })
  .refine((experiment) => experiment.ends >= experiment.starts, {
    ...whenValid('starts', 'ends'), path: ['ends'], message: 'не может быть раньше starts',
  });

export type ExperimentFile = z.infer<typeof experimentSchema>;

/** An experiment as the server holds it: its file's id beside the file's fields. */
export interface Experiment extends ExperimentFile {
  id: string;
}
