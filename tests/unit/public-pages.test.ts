// The view other code (the hub, the sitemap) takes of the content at an instant: every
// page a visitor may see, never a hidden campaign (docs/product.md §4).
import { describe, expect, test } from 'vitest';
import { createSiteContent, publicPages } from '#server/content/site-content.js';
import { systemClock } from '#server/calendar/clock.js';
import { CAMPAIGNS, CONTENT, FIXTURE_CONTENT_DIR } from '../support/content.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';

const site = createSiteContent(PAGE_REGISTRY, CONTENT, { lovecategoryFinished: false, contentDir: FIXTURE_CONTENT_DIR }, systemClock);
const idsAt = (text: string) => publicPages(site, Date.parse(`${text}+03:00`)).map((page) => page.id);
/** The pages that are code, as the route table lists them. */
const FIXED = PAGE_REGISTRY.fixedPages.map((page) => page.id);

describe('publicPages', () => {
  test('when no campaign has started or been announced, then only the fixed pages are public', () => {
    expect(idsAt('2025-01-15T12:00:00')).toEqual(FIXED);
  });

  test('when every campaign and landing runs or is announced, and later when all have finished, then every one is public', () => {
    const every = [...CAMPAIGNS.map((c) => c.id), ...(CONTENT.folders.landing ?? []).map((l) => l.id), ...FIXED].sort();
    expect(idsAt('2025-10-15T12:00:00').sort()).toEqual(every);
    expect(idsAt('2026-11-23T12:00:00').sort()).toEqual(every);
  });

  test('when a campaign is announced, then it is public from 00:00 of its announce day, not a millisecond before', () => {
    const announced = CAMPAIGNS.filter((c) => c.announce !== undefined && c.announce < c.starts);
    expect(announced.length).toBeGreaterThan(0);
    const { id, announce } = announced[0]!;
    const announceStart = Date.parse(`${announce!}T00:00:00+03:00`);
    expect(publicPages(site, announceStart).map((p) => p.id)).toContain(id);
    expect(publicPages(site, announceStart - 1).map((p) => p.id)).not.toContain(id);
  });
});
