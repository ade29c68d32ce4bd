// An experiment (docs/product.md §12, docs/content.md «Эксперимент»): the content folder's `experiments/<id>.json`.
// The studio writes `key` when the test is created: it salts each visitor's draw and names the counts.
import { z } from 'zod';
import { EXPERIMENT_GOAL_NAMES } from '../analytics/goal-words.js';
import { VERSIONS } from '../experiments/versions.js';
import { isoDay, plainText, SLUG_PATTERN, titled, whenValid } from './campaign-schema.js';
import { SCHEDULED_FIELDS, settableCampaignFields } from './scheduled-change-schema.js';

/** The folder of the experiments in the content folder. */
export const EXPERIMENTS_FOLDER = 'experiments';

/** An experiment's key: what the studio draws at random (letters and digits, 6 to 40). */
export const EXPERIMENT_KEY = /^[A-Za-z0-9_-]{6,40}$/;

/** The campaign fields version Б of a campaign may set: any visitor-facing text or picture, never dates, rules or the leaderboard. */
export const EXPERIMENT_FIELDS = SCHEDULED_FIELDS;

/** Б's share when the file does not say. */
export const DEFAULT_SHARE = 50;

/** A campaign's version Б: the campaign's settable fields and nothing else. */
export const campaignVariantSchema = z.strictObject(settableCampaignFields);

/** Version Б: a campaign's fields, or another page's groups of its own file (checked by server/content/experiments.ts). */
const variantSchema = z
  .looseObject(settableCampaignFields)
  .refine((variant) => Object.values(variant).some((value) => value !== undefined), {
    message: 'вариант Б ничего не меняет: задайте заголовок, тексты или баннер',
  })
  .describe('Вариант Б: поля страницы, которые видит доля Б посетителей; остальное — как на странице')
  .meta({ title: 'Вариант Б' });

const PAGE_ID = z.string().regex(SLUG_PATTERN, 'страница: имя файла акции или karta-elektrika, lovecategory, law, sert');

export const experimentSchema = z
  .strictObject({
    page: titled(PAGE_ID.optional(), 'Страница эксперимента: имя файла акции или karta-elektrika, lovecategory, law, sert', 'Страница'),
    campaign: titled(PAGE_ID.optional(), 'Акция эксперимента (прежнее имя поля page)', 'Акция'),
    name: titled(plainText(120), 'Что проверяем, своими словами: «Заголовок с выгодой»', 'Что проверяем'),
    key: titled(
      z.string().regex(EXPERIMENT_KEY, 'ключ эксперимента: от 6 до 40 латинских букв и цифр; его задаёт студия'),
      'Ключ эксперимента: студия задаёт его при создании; новый ключ — новое распределение и новый счёт',
      'Ключ эксперимента',
    ),
    share: titled(
      z.int('доля — целое число процентов').min(1, 'доля Б — от 1 до 99 %').max(99, 'доля Б — от 1 до 99 %').default(DEFAULT_SHARE),
      'Доля посетителей, которые видят вариант Б, в процентах (1–99); по умолчанию 50',
      'Доля варианта Б, %',
    ),
    goal: titled(
      z.enum(EXPERIMENT_GOAL_NAMES, `цель — одно из событий страницы: ${EXPERIMENT_GOAL_NAMES.join(', ')}`),
      'Цель: событие страницы, по которому сравниваем варианты (у каждой страницы свои: docs/content.md «Эксперимент»)',
      'Цель',
    ),
    starts: titled(isoDay, 'Первый день эксперимента (по Москве), внутри дат акции', 'Первый день'),
    ends: titled(isoDay, 'Последний день эксперимента (по Москве), не раньше первого и внутри дат акции', 'Последний день'),
    decision: titled(
      z.enum(VERSIONS).optional(),
      'Решение: a — оставили как было (все видят А), b — оставили вариант Б (все видят Б, пока правка страницы с Б не опубликована)',
      'Решение',
    ),
    keptOver: titled(
      z.string().regex(/^[0-9a-f]{64}$/, 'отпечаток файла страницы; его задаёт студия').optional(),
      'Решение b: отпечаток (SHA-256) файла страницы, когда оставили Б; пока файл тот же, все видят Б; его задаёт студия',
      'Отпечаток страницы при решении',
    ),
    variant: variantSchema,
  })
  .refine((experiment) => (experiment.page === undefined) !== (experiment.campaign === undefined), {
    path: ['page'], message: 'назовите страницу эксперимента: page (или campaign для акции), одно из двух',
  })
  .refine((experiment) => experiment.ends >= experiment.starts, {
    ...whenValid('starts', 'ends'), path: ['ends'], message: 'не может быть раньше starts',
  });

export type ExperimentFile = z.infer<typeof experimentSchema>;

/** An experiment as the server holds it: its file's id beside the file's fields, its page named by `page` alone. */
export interface Experiment extends Omit<ExperimentFile, 'campaign' | 'page'> {
  id: string;
  page: string;
  /** Б kept and its page's file unchanged since (`keptOver`): every visitor sees Б (server/content/experiments.ts). */
  keptB?: true;
}
