// What the business pages change in the browser itself, called only from event
// handlers (never during render, so the server never touches `document`).
import { CITY_COOKIE } from '../../store/slices/city.js';
import { COOKIE_ACCEPTED } from '../../store/slices/business-page.js';

/** Cookies live 365 days. */
const YEAR_SECONDS = 365 * 24 * 60 * 60;

function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${YEAR_SECONDS}; path=/; SameSite=Lax`;
}

/** The choice is stored (cookie) and put in the URL, without a reload (docs/decisions/002-city-choice-replaces-url.md). */
export function rememberCityChoice(code: string): void {
  writeCookie(CITY_COOKIE, code);
  const url = new URL(location.href);
  url.searchParams.set('city_code', code);
  history.replaceState(history.state, '', url);
}

/** Accepting sets `cookie-accepted` for 365 days. */
export function rememberCookiesAccepted(): void {
  writeCookie(COOKIE_ACCEPTED, '1');
}
