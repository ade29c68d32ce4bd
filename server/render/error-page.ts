// The default error page: the message, and on 404 a link to the site's home (its base:
// the hub on the promo host, law on the business host) plus,
// for a visitor who followed an old link, the lasting pages this site serves (campaigns
// come and go with the calendar, so none is listed as current). Styled like the site, with
// inline CSS and no scripts, so it works even when the assets are what failed.
import type { PageEntry } from '../pages/page-kind.js';
import { SITE_BASES, type Site } from '#shared/pages/sites.js';
import { RETAILER_SITE_URL, copyrightLine } from '#shared/ui/site-links.js';
import { escapeHtml } from './escape-html.js';
import { ERROR_PAGE_STYLE } from './error-page-style.js';
import { iconLinks } from './icon-links.js';
import { typeset, typesetAll } from '#shared/typography/typeset.js';

function pageLinks(site: Site, pages: readonly PageEntry[]): string {
  // The site's home first (the hub, law), then the others in the route table's order.
  const home = (page: PageEntry) => (page.paths[site] === SITE_BASES[site] ? 0 : 1);
  const items = pages.toSorted((a, b) => home(a) - home(b)).flatMap(({ paths, descriptor: { errorPageLink: link } }) => {
    const path = paths[site];
    if (path === undefined || !link) return [];
    return [`<li><a href="${path}">${escapeHtml(link.name)}<small>${escapeHtml(link.note)}</small></a></li>`];
  });
  const heading = site === 'business' ? 'Для бизнеса' : 'Акции «Петровича»';
  return `<nav aria-labelledby="pages-title"><h2 id="pages-title">${heading}</h2><ul>${items.join('')}</ul></nav>`;
}

/** The business host has no promotions: its 404 speaks of a page. */
const NOT_FOUND_LEADS: Record<Site, string> = typesetAll({
  promo: 'Такой страницы нет: возможно, акция уже закончилась или в адресе опечатка.',
  business: 'Такой страницы нет: возможно, она переехала или в адресе опечатка.',
});

/**
 * The 404 page leads in Russian: its title, description and headline; the specification's
 * English sentence stays under them as a second line (docs/product.md §3).
 */
const NOT_FOUND_HEADLINE = 'Страница не найдена';
/** A preview link or cookie that opens nothing: told whichever way the visitor came (server/preview/preview.ts). */
const STALE_PREVIEW_NOTE = typeset('Ссылка для предпросмотра больше не действует: срок её истёк или её отозвали. Попросите новую.');

/** The other client errors' titles and headlines in Russian; the status follows in brackets. */
const TITLES: Record<number, string> = {
  400: 'Неверный запрос',
  403: 'Запрос отклонён',
  413: 'Слишком большой запрос',
  415: 'Неподдерживаемый формат',
};

const REFUSED_LEAD = 'Запрос не удалось выполнить.';
const LEADS: Record<number, string> = typesetAll({
  413: 'Отправлено слишком много данных: сократите текст и отправьте снова.',
  500: 'Что-то пошло не так на нашей стороне. Попробуйте обновить страницу через минуту.',
  503: 'Сейчас на сайте очень много посетителей. Обновите страницу через несколько секунд — всё заработает.',
});

function titleOf(status: number, message: string): string {
  if (status === 404) return `${NOT_FOUND_HEADLINE} (404)`;
  return TITLES[status] ? `${TITLES[status]} (${status})` : `${status}: ${escapeHtml(message)}`;
}

/**
 * `year`: the footer's, which every page takes from the site's clock (moscowYear of its
 * instant), so an error page reads the same year as the page it stands in for. `pages`: the
 * lasting pages a 404 lists (the page registry's fixed pages).
 */
export function renderErrorPage(
  status: number, message: string, site: Site | undefined, year: number,
  { stalePreview = false, pages = [] }: { stalePreview?: boolean; pages?: readonly PageEntry[] } = {},
): string {
  site ??= 'promo';
  const staticBase = `${SITE_BASES[site]}static/`;
  const notFound = status === 404;
  const lead = notFound ? NOT_FOUND_LEADS[site] : LEADS[status] ?? REFUSED_LEAD;
  const notFoundParts = notFound ? `<p class="home"><a href="${SITE_BASES[site]}">На главную</a></p>${pageLinks(site, pages)}` : '';
  const english = /^[\x20-\x7e]*$/.test(message) ? ' lang="en"' : '';
  // The 404: the Russian headline, the given sentence as the second line; other errors: the status and the message.
  const secondLine = notFound ? `<p class="second"${english}>${escapeHtml(message)}</p>` : '';
  const note = notFound && stalePreview ? `<p class="note" role="status">${STALE_PREVIEW_NOTE}</p>` : '';
  return (
    '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    // No error page belongs in a search index (docs/product.md §9); the handlers also send X-Robots-Tag.
    `<title>${titleOf(status, message)}</title>` +
    `<meta name="description" content="${escapeHtml(notFound ? lead : message)}"><meta name="robots" content="noindex">` +
    `${iconLinks(staticBase)}<style>${ERROR_PAGE_STYLE}</style></head>` +
    `<body><header class="bar"><div class="wrap">` +
    `<a class="logo" href="${RETAILER_SITE_URL}"><span aria-hidden="true">П</span>Петрович</a></div></header>` +
    `<main><div class="wrap"><div class="card">` +
    (notFound
      ? `<p class="code" aria-hidden="true">404</p><h1 class="message">${NOT_FOUND_HEADLINE}</h1>`
      : `<h1>${status}</h1><p class="message"${english}>${escapeHtml(message)}</p>`) +
    note +
    `<p class="lead">${lead}</p>${secondLine}${notFoundParts}</div></div></main>` +
    `<footer><div class="wrap">${copyrightLine(year)}</div></footer></body></html>`
  );
}
