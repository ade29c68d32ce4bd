// A landing page's own state (PageState.kindState, put there by pages/landing/kind.ts's `content.state`): the landing
// as checked, its phase, the Moscow day it is rendered on (the countdown's), its hero's raster banner, and the words of
// the parts it shares with a campaign page (content/campaign.json's), so both say them alike.
import type { Brand } from '#shared/content/campaign-schema.js';
import type { ShownPhase } from '#shared/content/calendar.js';
import type { CampaignTexts } from '#shared/content/campaign-texts-schema.js';
import type { FileValue } from '#shared/content/campaign-schema.js';
import type { RasterBanner } from '#shared/ui/banner.js';
import { kindSelector } from '#shared/store/slices/page.js';
import { ownState } from '#shared/content/own-file.js';
import type { landingFileSchema } from './landing-schema.js';

/** A landing as the app knows it: its file's fields, its id (the file name) and the brands it names, by id. */
export type Landing = FileValue<typeof landingFileSchema> & { id: string; brands: Readonly<Record<string, Brand>> };

/** The campaign pages' words a landing's parts show too. */
export type SharedTexts = Pick<CampaignTexts, 'products' | 'savings'> & Pick<CampaignTexts['hero'], 'datesLabel' | 'phaseLine'>;

export type LandingOnPage = Landing & { phase: ShownPhase; today: string; banner?: RasterBanner; texts: SharedTexts };

/** The landing page's landing (none while hidden: no page then). */
export const LANDING_ON_PAGE = ownState<LandingOnPage | undefined>('landing');
export const selectLandingOnPage = kindSelector(LANDING_ON_PAGE);
