// A scheduled change of a campaign (docs/content.md «Календарь и запланированные изменения», docs/decisions/251-scheduled-changes.md):
// `schedule/<id>.json`. `cancelled` keeps it on the calendar and never applies it.
import { z } from 'zod';
import { campaignFileSchema, plainText, SLUG_PATTERN, titled } from './campaign-schema.js';

/** A Moscow minute as the studio writes it: `2025-10-18T00:00` (no zone: Moscow is UTC+3 all year). */
export const MOSCOW_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
/** The folder of the scheduled changes in the content folder. */
export const SCHEDULE_FOLDER = 'schedule';

const fields = campaignFileSchema.shape;

/** The campaign fields a scheduled change may set. */
export const SCHEDULED_FIELDS = ['title', 'description', 'hubTitle', 'texts', 'bannerFile', 'focus'] as const;

/** Those fields' schemas, each optional: a scheduled change's and an experiment's version Б's (experiment-schema.ts). */
export const settableCampaignFields = {
  title: fields.title.optional(),
  description: fields.description.optional(),
  hubTitle: fields.hubTitle,
  texts: fields.texts,
  bannerFile: fields.bannerFile,
  focus: fields.focus,
};

export const scheduledChangeSchema = z
  .strictObject({
    name: titled(plainText(120).optional(), 'Название изменения, как его назвал оператор: «Баннер к выходным»', 'Название изменения'),
    campaign: z.string().regex(SLUG_PATTERN, 'имя файла акции: латиница, цифры и дефис').describe('Акция, которую изменение правит'),
    at: z.string().regex(MOSCOW_MINUTE, 'нужны день и время по Москве, например 2025-10-18T00:00')
      .describe('Когда изменение выходит на сайт: день и время по Москве'),
    cancelled: z.boolean().optional().describe('Отменено: изменение не выйдет, но останется в календаре'),
    ...settableCampaignFields,
  })
  .refine((change) => SCHEDULED_FIELDS.some((field) => change[field] !== undefined), {
    message: 'изменение ничего не меняет: задайте баннер или тексты',
  });

export type ScheduledChangeFile = z.infer<typeof scheduledChangeSchema>;

/** A scheduled change as the server holds it: its file's id and the instant it goes live. */
export interface ScheduledChange extends ScheduledChangeFile {
  id: string;
  /** Epoch milliseconds of `at`. */
  instant: number;
}
