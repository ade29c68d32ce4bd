// A change marketing makes to the content alone (docs/content.md): a campaign of a new
// brand (its file, an SVG logo and a designer's JPEG banner), one campaign made a draft,
// one ended early with a note, and lovecategory given an end. Written over a copy of the
// tests' own content, so it names no campaign of the live content/. The suite runs with it
// as the live content (changed-live-content.ts) and the content-change copy checks, builds
// and serves it (tests/process/content-change.test.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { CAMPAIGNS } from './content.js';

/** The new brand's campaign. */
export const NEW_CAMPAIGN = { id: 'ceresit2026', brand: 'ceresit', accent: '#e30613' };
/** The campaign ended early, and the one made a draft. */
export const [ENDED_EARLY, HIDDEN] = [CAMPAIGNS[0]!, CAMPAIGNS.at(-1)!];

const editJson = (file: string, change: (fields: Record<string, unknown>) => Record<string, unknown>) =>
  writeFileSync(file, JSON.stringify(change(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>), null, 2));

/** Makes marketing's change in `dir`, a copy of tests/fixtures/content. */
export async function writeMarketingChange(dir: string): Promise<void> {
  const at = (...parts: string[]) => path.join(dir, ...parts);
  // A new brand with a logo file, and its campaign with one raster banner as designers deliver it (a JPEG).
  writeFileSync(at('brands', `${NEW_CAMPAIGN.brand}.json`), JSON.stringify({
    name: 'Ceresit', logo: 'ceresit.svg', accent: NEW_CAMPAIGN.accent, accentText: '#ffffff',
  }));
  writeFileSync(
    at('brands/ceresit.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64"><text x="0" y="48" font-size="48">Ceresit</text></svg>',
  );
  const model = JSON.parse(readFileSync(at('campaigns', `${ENDED_EARLY.id}.json`), 'utf8')) as Record<string, unknown>;
  writeFileSync(at('campaigns', `${NEW_CAMPAIGN.id}.json`), JSON.stringify({
    ...model, apiSlug: 'ceresit26', brand: NEW_CAMPAIGN.brand, title: 'Акция Ceresit 2026: баллы за смеси', hubTitle: 'Акция Ceresit 2026',
    description: 'Покупайте смеси Ceresit по клубной карте и получайте дополнительные баллы.', starts: '2025-12-01', ends: '2026-03-31',
  }));
  const art = sharp({ create: { width: 2400, height: 1260, channels: 3, background: NEW_CAMPAIGN.accent } }).jpeg({ quality: 85 });
  writeFileSync(at('banners', `${NEW_CAMPAIGN.id}.jpg`), await art.toBuffer());
  // One hidden, one ended early (after its start: no fake dates), and lovecategory ended.
  editJson(at('campaigns', `${HIDDEN.id}.json`), (fields) => ({ ...fields, status: 'draft' }));
  editJson(at('campaigns', `${ENDED_EARLY.id}.json`), (fields) => ({
    ...fields, ends: '2025-10-10', endedEarly: 'Акция завершена по решению поставщика.',
  }));
  editJson(at('lovecategory.json'), (fields) => ({ ...fields, ends: '2025-12-31' }));
}
