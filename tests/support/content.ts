// The content the tests read (docs/content.md «Тесты и живой контент»): their own, tests/fixtures/content,
// never the live content/, so a marketing change to content/ (checked by
// `npm run content:check`) can never turn the suite red. Every app the tests start reads
// it (CONTENT_DIR: start-app.ts, server-process.ts). Tests name the fixture's campaigns
// and derive page lists from its route table.
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Campaign } from '#shared/content/campaign-schema.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import { ContentError, loadContent } from '#server/content/load-content.js';
import { FIXTURE_CONTENT_DIR } from './project-root.js';

export { FIXTURE_CONTENT_DIR };

/** A copy of the fixture content in a new temporary folder named `<prefix>…`, for a test that changes it (the test removes it). */
export function copyFixtureContent(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(FIXTURE_CONTENT_DIR, dir, { recursive: true });
  return dir;
}

/** The lines the loader refuses a folder with (its ContentError's); throws when it accepts the folder. */
export function loadProblems(contentDir: string): string[] {
  try {
    loadContent({ contentDir, pages: PAGE_REGISTRY });
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('the content was accepted');
}

export const CONTENT = loadContent({ contentDir: FIXTURE_CONTENT_DIR, pages: PAGE_REGISTRY });

/** Every campaign of the fixture, in file-name order. */
export const CAMPAIGNS: readonly Campaign[] = CONTENT.campaigns;

/** Every page of the fixture's route table: the campaigns, then the fixed pages. */
export const PAGES = PAGE_REGISTRY.routeTable(CONTENT).pages;

export function campaignById(id: string): Campaign {
  const campaign = CAMPAIGNS.find((c) => c.id === id);
  if (!campaign) throw new Error(`no campaign ${id} in tests/fixtures/content/campaigns/`);
  return campaign;
}

/** The promo path of the first page of each kind, in table order: one page per kind to measure. */
export const ONE_PAGE_PER_KIND: readonly string[] = PAGES.filter((page, index) =>
  page.paths.promo !== undefined && PAGES.findIndex((other) => other.kind === page.kind) === index).map((page) => page.paths.promo!);
