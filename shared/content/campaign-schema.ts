// THE schema of the content files (PRODUCT.md §4): a campaign is `content/campaigns/<id>.json`,
// lovecategory's dates are `content/lovecategory.json`. Checked at build and at start-up
// (server/content/load-content.ts) and exported as JSON Schema for editors
// (scripts/content-schema.mjs writes content/campaigns/schema.json). Isomorphic only for
// its types: the browser never imports the schema, a page's state carries its campaign.
import { z } from 'zod';

/** The supplier themes of shared/ui/tokens.css and shared/features/campaign/campaign.css. */
export const CAMPAIGN_THEMES = ['knauf', 'rockwool', 'saint-gobain', 'tehnonikol'] as const;

/** A page id and route segment, and what the upstream knows a campaign by. */
export const SLUG_PATTERN = /^[a-z0-9-]{1,40}$/;
const slug = z.string().regex(SLUG_PATTERN, 'expected 1–40 characters of a-z, 0-9 and -');
const isoDay = z.iso.date('expected an ISO date like 2025-03-01');
const plainText = z.string().trim().min(1).max(300).regex(/^[^<>]*$/, 'plain text, no < or >');

export const campaignFileSchema = z
  .strictObject({
    $schema: z.string().optional().describe('The JSON Schema of this file, for editors'),
    apiSlug: slug.describe('What the upstream knows the campaign by'),
    brand: plainText.describe('The supplier brand as shown'),
    title: plainText.describe('The page title and headline (plain text)'),
    description: plainText.describe('The lead under the headline and the meta description (plain text)'),
    theme: z.enum(CAMPAIGN_THEMES).describe('One of the brand themes'),
    leaderboardLimit: z.int().min(1).max(100).describe('Rows per region and the limit asked of the upstream'),
    places: z.int().min(1).max(1000).describe('Places 1..N per region that receive the extra points (legal text)'),
    organiser: plainText.describe('Legal text: who runs the campaign'),
    starts: isoDay.describe('First day (Moscow), ISO date'),
    ends: isoDay.describe('Last day (Moscow), ISO date; not before starts'),
    announce: isoDay.optional().describe('From this day the page is public as upcoming; not after starts; default starts'),
    pointsOnlyForClubPrize: z.boolean().optional().describe("The points count only toward the club promotion's prize (legal clause)"),
  })
  .refine((c) => c.ends >= c.starts, { path: ['ends'], message: 'must not be before starts' })
  .refine((c) => c.announce === undefined || c.announce <= c.starts, { path: ['announce'], message: 'must not be after starts' });

export const lovecategoryFileSchema = z
  .strictObject({
    $schema: z.string().optional().describe('The JSON Schema of this file, for editors'),
    starts: isoDay.describe("First day (Moscow), ISO date: the header's 'С 1 ноября 2024 года'"),
    ends: isoDay.optional().describe('Last day (Moscow), ISO date; unset: no end'),
  })
  .refine((c) => c.ends === undefined || c.ends >= c.starts, { path: ['ends'], message: 'must not be before starts' });

type CampaignFile = z.infer<typeof campaignFileSchema>;

/** A campaign as the app knows it: its file's fields and its id (the file name). */
export type Campaign = Omit<CampaignFile, '$schema'> & { id: string };

/** lovecategory's dates. */
export type LovecategoryDates = Omit<z.infer<typeof lovecategoryFileSchema>, '$schema'>;
