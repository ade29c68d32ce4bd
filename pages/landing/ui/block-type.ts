// One block type of a landing (docs/product.md §13): its fields' schema, its name in the studio and its component,
// declared together in its own file under blocks/ and listed once in blocks.ts, the block registry. The schema of a
// landing's file, content:check, every instance's loader, the studio's forms and the page read it from there.
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { Brand } from '#shared/content/campaign-schema.js';
import type { ShownPhase } from '#shared/content/calendar.js';
import type { CampaignTexts } from '#shared/content/campaign-texts-schema.js';
import type { RasterBanner } from '#shared/ui/banner.js';

/** The campaign pages' words a landing's parts show too (content/campaign.json's). */
export type SharedTexts = Pick<CampaignTexts, 'products' | 'savings'> & Pick<CampaignTexts['hero'], 'datesLabel' | 'phaseLine'>;

/** Those words of the campaign pages' texts: the page's and the studio's preview's. */
export const sharedTexts = ({ hero, products, savings }: CampaignTexts): SharedTexts =>
  ({ products, savings, datesLabel: hero.datesLabel, phaseLine: hero.phaseLine });

/** What of its landing a block reads: its dates and phase, the Moscow day drawn, its apiSlug, brands, hero's banner, words. */
export interface LandingFacts {
  id: string; starts: string; ends: string; apiSlug?: string; phase: ShownPhase; today: string;
  brands: Readonly<Record<string, Brand>>; banner?: RasterBanner; texts: SharedTexts;
}

/** What a block's component is drawn with: its fields (as checked, typeset), its landing in its phase, its number from 1. */
export interface BlockProps<B> {
  block: B;
  landing: LandingFacts;
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
