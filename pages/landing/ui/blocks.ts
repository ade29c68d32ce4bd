// THE block registry of the landings (docs/product.md §13): each block type's file under blocks/ declares its fields'
// schema, its studio name and its component (block-type.ts); this list is the one place that names them. A new block
// type is its file and its line here: the file schema (landing-schema.ts), content:check, every instance, the studio's
// forms and the page (landing-page.tsx) take it from here.
import { z } from 'zod';
import type { BlockType } from './block-type.js';
import { hero } from './blocks/hero.js';
import { text } from './blocks/text.js';
import { steps } from './blocks/steps.js';
import { products } from './blocks/products.js';
import { savingsCheck } from './blocks/savings-check.js';
import { countdown } from './blocks/countdown.js';
import { faq } from './blocks/faq.js';
import { brands } from './blocks/brands.js';
import { button } from './blocks/button.js';

/** Each block type by the name a landing's file gives it in `type`. */
export const BLOCK_TYPES = { hero, text, steps, products, 'savings-check': savingsCheck, countdown, faq, brands, button } as const;

type Types = typeof BLOCK_TYPES;
export type BlockName = keyof Types;
/** One block of a landing as checked: its type's name and its fields. */
export type LandingBlock = { [K in BlockName]: { type: K } & z.output<Types[K]['fields']> }[BlockName];

export const BLOCK_NAMES = Object.keys(BLOCK_TYPES) as BlockName[];

/** A block's type by its name (a name the registry does not hold has none). */
export const blockTypeOf = (name: unknown): BlockType<z.ZodObject> | undefined =>
  (Object.hasOwn(BLOCK_TYPES, String(name)) ? BLOCK_TYPES[name as BlockName] as unknown as BlockType<z.ZodObject> : undefined);

const UNKNOWN = `неизвестный тип блока: можно ${BLOCK_NAMES.join(', ')}`;

/** A block of the types' own schemas (`partial`: each type's fields optional), its `type` naming them, titled for the studio. */
const blockOf = (partial: boolean) => z.discriminatedUnion(
  'type',
  BLOCK_NAMES.map((name) => (partial ? BLOCK_TYPES[name].fields.partial() : BLOCK_TYPES[name].fields)
    .extend({ type: z.literal(name) }).meta({ title: BLOCK_TYPES[name].title })) as unknown as [z.ZodObject, ...z.ZodObject[]],
  { error: (issue) => (issue.code === 'invalid_union' ? UNKNOWN : undefined) },
);

/** One block: its `type` names its fields. */
export const blockSchema = blockOf(false) as unknown as z.ZodType<LandingBlock>;
/** A block of an experiment's version Б: its type and only the fields Б sets (landing-folder.ts puts them over its place's). */
export const blockChangeSchema = blockOf(true);
