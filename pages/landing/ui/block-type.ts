// One block type of a landing (docs/product.md §13): its fields' schema, its name in the studio and its component,
// declared together in its own file under blocks/ and listed once in blocks.ts, the block registry. The schema of a
// landing's file, content:check, every instance's loader, the studio's forms and the page read it from there.
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { LandingOnPage } from './landing-on-page.js';

/** What a block's component is drawn with: its fields (as checked, typeset), its landing in its phase, its number from 1. */
export interface BlockProps<B> {
  block: B;
  landing: LandingOnPage;
  number: number;
}

export interface BlockType<S extends z.ZodObject> {
  /** The block's name in the studio and in a refusal's line («блок 3 (шаги)»). */
  title: string;
  /** Its fields but `type` (the registry adds it). */
  fields: S;
  Block: ComponentType<BlockProps<z.output<S>>>;
}

/** Declares a block type, its component typed by its fields. */
export const blockType = <S extends z.ZodObject>(type: BlockType<S>) => type;
