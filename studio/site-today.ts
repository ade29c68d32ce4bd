// Today as the site sees it: the Moscow day of the site's own clock («Состояние сайта»'s `at`,
// which PROMO_NOW may set), not the browser's; the browser's clock only when the site cannot say.
import { STATE_PATH } from './site-state-path.js';

const moscowDay = (instant: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date(instant));

/** `2025-11-15`. */
export async function siteToday(): Promise<string> {
  const answer = await fetch(STATE_PATH, { cache: 'no-store' }).catch(() => undefined);
  const at = answer?.ok ? ((await answer.json()) as { at?: string }).at : undefined;
  return moscowDay(at ?? new Date().toISOString());
}
