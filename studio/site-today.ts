// Today as the site sees it: the Moscow day of the site's own clock («Состояние сайта»'s `at`,
// which PROMO_NOW may set), not the browser's; the browser's clock only when the site cannot say.
import { moscowDay } from '#shared/content/calendar.js';
import { STATE_PATH } from './site-state-path.js';

/** `2025-11-15`. */
export async function siteToday(): Promise<string> {
  const answer = await fetch(STATE_PATH, { cache: 'no-store' }).catch(() => undefined);
  const at = answer?.ok ? ((await answer.json()) as { at?: string }).at : undefined;
  return moscowDay(at ? Date.parse(at) : Date.now());
}
