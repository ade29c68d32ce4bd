// THE schema of a landing's file, content/landings/<id>.json (docs/product.md §13, docs/content.md «Лендинги»): a
// campaign's calendar, its head texts, its theme, an optional apiSlug and 1–20 blocks of the registry's types
// (blocks.ts). content:check, every instance's loader, the generated JSON Schema and the studio's form read it here.
import { z } from 'zod';
import {
  CAMPAIGN_STATUSES, SLUG_PATTERN, isoDay, plainText, titled, whenValid,
} from '#shared/content/campaign-schema.js';
import { blockChangeSchema, blockSchema, type LandingBlock } from './blocks.js';

/** The theme of the retailer's own colours; any other theme is a brand of content/brands (its accent). */
export const RETAILER_THEME = 'petrovich';

/** The most blocks a landing holds. */
export const MAX_BLOCKS = 20;

/** The block types that ask the upstream by the landing's apiSlug. */
const ASKS_UPSTREAM: readonly LandingBlock['type'][] = ['products', 'savings-check'];

/** What a visitor reads of a landing: its head's texts and its blocks (version Б of an experiment sets these alone). */
const shown = {
  title: titled(plainText(120), 'Заголовок вкладки браузера, поисковиков и карточки на главной', 'Заголовок страницы'),
  description: titled(plainText(200), 'Описание для поисковиков и соцсетей, строка карточки на главной', 'Описание'),
  blocks: titled(
    z.array(blockSchema).min(1).max(MAX_BLOCKS),
    `Блоки страницы по порядку, от 1 до ${MAX_BLOCKS}; первый — «Первый экран» (hero)`, 'Блоки',
  ),
};

/**
 * Version Б of a landing (docs/product.md §12): its texts, and its blocks by their places, each with only the fields Б sets
 * (landing-folder.ts puts them over the landing's and keeps the blocks' types, order and counts).
 */
export const landingVariantSchema = z.strictObject({ ...shown, blocks: z.array(blockChangeSchema).max(MAX_BLOCKS) }).partial();

export const landingFileSchema = z
  .strictObject({
    $schema: z.literal('./schema.json').optional().describe('Ссылка на JSON Schema этого файла (для редактора)'),
    title: shown.title,
    description: shown.description,
    theme: titled(
      z.string().regex(SLUG_PATTERN, 'оформление: petrovich или имя файла бренда из content/brands/'),
      `Цвета страницы: ${RETAILER_THEME} — цвета «Петровича», или бренд из content/brands (его фирменный цвет)`, 'Оформление',
    ),
    apiSlug: titled(
      z.string().regex(SLUG_PATTERN, 'от 1 до 40 символов: латинские строчные буквы, цифры и дефис').optional(),
      'Код акции в учётной системе: его товары и проверку покупок показывают блоки «Товары» и «Проверка покупок»',
      'Код акции в учётной системе',
    ),
    status: titled(
      z.enum(CAMPAIGN_STATUSES).optional(),
      'draft — скрыт при любых датах; published (по умолчанию) — по календарю; archived — страница есть, но не на главной и не в sitemap',
      'Статус',
    ),
    announce: titled(isoDay.optional(), 'С этого дня страница открыта как анонс; не позже starts; по умолчанию — starts', 'Анонс с'),
    starts: titled(isoDay, 'Первый день (по Москве), например 2026-12-01', 'Первый день'),
    ends: titled(isoDay, 'Последний день (по Москве), не раньше первого', 'Последний день'),
    blocks: shown.blocks,
  })
  .refine((landing) => landing.ends >= landing.starts, {
    ...whenValid('starts', 'ends'), path: ['ends'], message: 'не может быть раньше starts',
  })
  .refine((landing) => landing.announce === undefined || landing.announce <= landing.starts, {
    ...whenValid('starts', 'announce'), path: ['announce'], message: 'не может быть позже starts',
  })
  .superRefine((landing, ctx) => {
    if (!Array.isArray(landing.blocks)) return;
    landing.blocks.forEach((block, index) => {
      const hero = block.type === 'hero';
      if (hero !== (index === 0)) {
        const message = hero
          ? 'первый экран — только первым блоком, и он один' : 'первым блоком нужен «Первый экран» (hero): заголовок страницы';
        ctx.addIssue({ code: 'custom', path: ['blocks', index, 'type'], message, input: block.type });
      }
      if (ASKS_UPSTREAM.includes(block.type) && !landing.apiSlug) {
        const message = 'этот блок берёт данные из учётной системы: задайте apiSlug лендинга (код акции)';
        ctx.addIssue({ code: 'custom', path: ['blocks', index, 'type'], message, input: block.type });
      }
    });
  });
