// A landing page's own state (PageState.kindState, put there by pages/landing/kind.ts's `content.state`): the landing
// as checked, its phase, the Moscow day it is rendered on (the countdown's), its hero's raster banner, and the words of
// the parts it shares with a campaign page (content/campaign.json's), so both say them alike.
import type { Brand, FileValue } from '#shared/content/campaign-schema.js';
import { kindSelector } from '#shared/store/slices/page.js';
import { ownState } from '#shared/content/own-file.js';
import type { landingFileSchema } from './landing-schema.js';
import type { LandingFacts } from './block-type.js';

/** A landing as the app knows it: its file's fields, its id (the file name) and the brands it names, by id. */
export type Landing = FileValue<typeof landingFileSchema> & { id: string; brands: Readonly<Record<string, Brand>> };

export type LandingOnPage = Landing & LandingFacts;

/** The landing page's landing (none while hidden: no page then). */
export const LANDING_ON_PAGE = ownState<LandingOnPage | undefined>('landing');
export const selectLandingOnPage = kindSelector(LANDING_ON_PAGE);
