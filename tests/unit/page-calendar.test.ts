// What the calendar means for each page of the route table and for the proxy's calls
// (docs/product.md §4): a campaign's phase and next change, lovecategory's end, the hub
// changing whenever any of them does, every page at New Year; and which calls a hidden or
// finished promotion no longer takes. The days are stated in Moscow time.
import { describe, expect, test } from 'vitest';
import { createPageCalendar } from '#server/calendar/page-calendar.js';
import { checkCampaignCalendar } from '#server/proxy/campaign-gate.js';
import { clockStartingAt } from '#server/calendar/clock.js';
import { createSiteContent } from '#server/content/site-content.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import type { Campaign } from '#shared/content/campaign-schema.js';
import type { LovecategoryDates } from '#pages/lovecategory/kind.js';
import { CONTENT, FIXTURE_CONTENT_DIR, campaignById } from '../support/content.js';

const msk = (text: string) => Date.parse(`${text}+03:00`);
/** knauf2025 runs 1 March to 31 October 2025; rockwool25 1 September to 30 November 2025. */
const knauf = campaignById('knauf2025');
const rockwool = campaignById('rockwool25');
const later: Campaign = {
  ...knauf, id: 'later2026', apiSlug: 'later2026', announce: '2026-02-01', starts: '2026-03-01', ends: '2026-03-31',
};
const campaigns = [knauf, rockwool, later];
/** The route table's pages of these campaigns and lovecategory dates, and their calendar. */
const tableOf = (lovecategory: LovecategoryDates, lovecategoryFinished: boolean) =>
  PAGE_REGISTRY.routeTable({ campaigns, kindFiles: { lovecategory } }, { lovecategoryFinished }).pages;
const calendarFor = (lovecategory: LovecategoryDates, lovecategoryFinished: boolean) =>
  createPageCalendar(tableOf(lovecategory, lovecategoryFinished));
const pages = tableOf({ starts: '2024-11-01', ends: '2025-11-15' }, false);
const page = (id: string) => pages.find((entry) => entry.id === id)!;

describe('createPageCalendar', () => {
  // Made inside each test, so what the calendar computes up front is that test's work.
  const calendarOf = () => calendarFor({ starts: '2024-11-01', ends: '2025-11-15' }, false);

  test('when a campaign page is asked, then its phase and next change are its own', () => {
    expect(calendarOf().phaseOf(page('knauf2025'), msk('2025-10-15T12:00:00'))).toBe('running');
    expect(calendarOf().phaseOf(page('knauf2025'), msk('2025-11-01T00:00:00'))).toBe('finished');
    expect(calendarOf().nextChange(page('knauf2025'), msk('2025-10-15T12:00:00'))).toBe(msk('2025-11-01T00:00:00'));
  });

  test('when lovecategory is asked, then it runs until 24:00 of its end and then is finished, changing at that instant', () => {
    expect(calendarOf().phaseOf(page('lovecategory'), msk('2025-11-15T23:59:59.999'))).toBe('running');
    expect(calendarOf().phaseOf(page('lovecategory'), msk('2025-11-16T00:00:00'))).toBe('finished');
    expect(calendarOf().nextChange(page('lovecategory'), msk('2025-10-15T12:00:00'))).toBe(msk('2025-11-16T00:00:00'));
    expect(calendarOf().nextChange(page('lovecategory'), msk('2025-11-16T00:00:00')), 'at its end: New Year')
      .toBe(msk('2026-01-01T00:00:00'));
    expect(calendarOf().nextChange(page('lovecategory'), msk('2025-11-20T12:00:00')), 'after its end: New Year')
      .toBe(msk('2026-01-01T00:00:00'));
  });

  test('when the hub is asked, then it changes at the soonest change of any promotion it lists', () => {
    expect(calendarOf().nextChange(page('hub'), msk('2025-10-15T12:00:00')), 'knauf2025 ends').toBe(msk('2025-11-01T00:00:00'));
    expect(calendarOf().nextChange(page('hub'), msk('2025-11-10T12:00:00')), 'lovecategory ends').toBe(msk('2025-11-16T00:00:00'));
    expect(calendarOf().nextChange(page('hub'), msk('2025-11-16T00:00:00')), 'at lovecategory\'s end: rockwool25 ends')
      .toBe(msk('2025-12-01T00:00:00'));
    expect(calendarOf().nextChange(page('hub'), msk('2025-11-20T12:00:00')), 'rockwool25 ends').toBe(msk('2025-12-01T00:00:00'));
    expect(calendarOf().nextChange(page('hub'), msk('2025-12-10T12:00:00')), 'New Year first').toBe(msk('2026-01-01T00:00:00'));
    expect(calendarOf().nextChange(page('hub'), msk('2026-01-10T12:00:00')), 'later2026 is announced').toBe(msk('2026-02-01T00:00:00'));
    expect(calendarOf().phaseOf(page('hub'), msk('2026-01-10T12:00:00'))).toBe('running');
  });

  test('when a finished campaign leaves the hub, then the hub changes at that instant, and not after it', () => {
    // knauf2025 ended 31 October 2025: it leaves the hub at 24:00 on 31 October 2026; later2026 has finished by then.
    const leaves = msk('2026-11-01T00:00:00');
    expect(calendarOf().nextChange(page('hub'), msk('2026-10-15T12:00:00')), 'knauf2025 leaves').toBe(leaves);
    expect(calendarOf().nextChange(page('hub'), leaves), 'then rockwool25 leaves').toBe(msk('2026-12-01T00:00:00'));
    expect(calendarOf().nextChange(page('knauf2025'), msk('2026-10-15T12:00:00')), 'its own page changes only at New Year')
      .toBe(msk('2027-01-01T00:00:00'));
  });

  test('when a page without a calendar is asked, then it is always running and changes only at New Year', () => {
    expect(calendarOf().phaseOf(page('law'), msk('2030-06-01T12:00:00'))).toBe('running');
    expect(calendarOf().nextChange(page('law'), msk('2025-06-01T12:00:00'))).toBe(msk('2026-01-01T00:00:00'));
  });

  test('when lovecategory has no end, then it keeps running and only New Year changes it', () => {
    const openPages = tableOf({ starts: '2024-11-01' }, false);
    const open = createPageCalendar(openPages);
    const openLove = openPages.find((entry) => entry.id === 'lovecategory')!;
    expect(open.phaseOf(openLove, msk('2030-06-01T12:00:00'))).toBe('running');
    expect(open.nextChange(openLove, msk('2025-06-01T12:00:00'))).toBe(msk('2026-01-01T00:00:00'));
  });

  test('when lovecategory is configured as finished, then it is finished from the start and the hub does not wait for its end', () => {
    const finishedPages = tableOf({ starts: '2024-11-01', ends: '2025-11-15' }, true);
    const finished = createPageCalendar(finishedPages);
    const byId = (id: string) => finishedPages.find((entry) => entry.id === id)!;
    expect(finished.phaseOf(byId('lovecategory'), msk('2025-06-01T12:00:00'))).toBe('finished');
    expect(finished.nextChange(byId('hub'), msk('2025-11-10T12:00:00'))).toBe(msk('2025-12-01T00:00:00'));
  });
});

describe('checkCampaignCalendar', () => {
  const site = (lovecategoryFinished: boolean) =>
    createSiteContent(
      PAGE_REGISTRY, { ...CONTENT, campaigns }, { lovecategoryFinished, contentDir: FIXTURE_CONTENT_DIR }, clockStartingAt(0),
    );
  const refusal = (run: () => void) => {
    try {
      run();
      return undefined;
    } catch (error) {
      return { status: (error as { status: number }).status, message: (error as Error).message };
    }
  };
  const check = (name: 'checkSavings' | 'products' | 'addCategories', params: Record<string, string>, at: string, finished = false) =>
    refusal(() => checkCampaignCalendar(site(finished), { name, params }, msk(at)));

  test('when a running campaign\'s calls come, then they go on', () => {
    expect(check('checkSavings', { slug: 'knauf2025', value: '7012345' }, '2025-10-15T12:00:00')).toBeUndefined();
    expect(check('products', { slug: 'knauf2025' }, '2025-10-15T12:00:00')).toBeUndefined();
  });

  test('when a finished campaign\'s savings check comes, then 410 \'Акция завершена\'; its products still go on', () => {
    expect(check('checkSavings', { slug: 'knauf2025', value: '7012345' }, '2025-11-01T00:00:00'))
      .toEqual({ status: 410, message: 'Акция завершена' });
    expect(check('products', { slug: 'knauf2025' }, '2025-11-01T00:00:00')).toBeUndefined();
  });

  test('when the caller holds a campaign\'s preview, then its calls pass in any phase, and only that campaign\'s', () => {
    const holdsLater = (id: string) => id === 'later2026';
    const previewed = (slug: string, at: string) =>
      refusal(() => checkCampaignCalendar(site(false), { name: 'checkSavings', params: { slug, value: '7012345' } }, msk(at), holdsLater));
    expect(previewed('later2026', '2026-01-15T12:00:00'), 'hidden').toBeUndefined();
    expect(previewed('later2026', '2026-05-01T12:00:00'), 'finished').toBeUndefined();
    expect(previewed('knauf2025', '2025-11-01T00:00:00'), 'another campaign, finished')
      .toEqual({ status: 410, message: 'Акция завершена' });
    expect(previewed('nosuch', '2025-10-15T12:00:00')).toEqual({ status: 404, message: 'Not found' });
  });

  test('when a hidden or unknown slug is named, then 404 as any unknown path', () => {
    expect(check('products', { slug: 'later2026' }, '2026-01-31T23:59:59')).toEqual({ status: 404, message: 'Not found' });
    expect(check('products', { slug: 'later2026' }, '2026-02-01T00:00:00'), 'announced').toBeUndefined();
    expect(check('products', { slug: 'nosuch' }, '2025-10-15T12:00:00')).toEqual({ status: 404, message: 'Not found' });
  });

  test('when lovecategory is finished, then its categories/add is 410; while it runs, then it goes on', () => {
    expect(check('addCategories', {}, '2025-10-15T12:00:00', false)).toBeUndefined();
    expect(check('addCategories', {}, '2025-10-15T12:00:00', true)).toEqual({ status: 410, message: 'Акция завершена' });
  });
});
