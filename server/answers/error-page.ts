// The default error page: the message and, on 404, a link to the site's home plus the lasting pages this site serves
// (campaigns come and go, so none is listed). Styled like the site with inline CSS and no script, so it works when the
// assets failed. The texts are content/site.json's, escaped (docs/decisions/110-content-boundary.md); without the file,
// the server's own words.
import { servedFile, type PageEntry } from '../pages/page-kind.js';
import { SITE_BASES, type Site } from '#shared/pages/sites.js';
import { RETAILER_SITE_URL, copyrightLine } from '#shared/ui/site-links.js';
import { escapeHtml } from './escape-html.js';
import { ERROR_PAGE_STYLE } from './error-page-style.js';
import { iconLinks } from './icon-links.js';
import { typesetAll } from '#shared/typography/typeset.js';
import { fillTemplate } from '#shared/content/text-template.js';
import { CROSS_SITE_REFUSAL, PREVIEW_EXPIRED, PREVIEW_REVOKED } from './refusal-words.js';
import { SITE_TEXTS_FILE, type ErrorTexts, type SiteTexts } from '#shared/content/site-texts.js';
import { MINUTES } from '#shared/content/site-placeholders.js';

type NotFoundTexts = SiteTexts['notFound'];

function pageLinks(site: Site, pages: readonly PageEntry[], { pagesTitle, pages: links }: NotFoundTexts): string {
  // The site's home first (the hub, law), then the others in the route table's order. Every
  // lasting page the site serves is listed, each with its name and a line: one the texts do not
  // name yet (a new kind) under its own name and its description, so a page kind needs no line
  // in site.json to be found (docs/decisions/108-page-texts-as-content.md).
  const home = (page: PageEntry) => (page.paths[site] === SITE_BASES[site] ? 0 : 1);
  const named = new Map(Object.entries(links));
  const items = pages.toSorted((a, b) => home(a) - home(b)).flatMap(({ id, paths, name, description }) => {
    const path = paths[site];
    if (path === undefined) return [];
    const link = named.get(id);
    return [`<li><a href="${path}">${escapeHtml(link?.name || name)}<small>${escapeHtml(link?.note || description)}</small></a></li>`];
  });
  return `<nav aria-labelledby="pages-title"><h2 id="pages-title">${escapeHtml(pagesTitle[site])}</h2><ul>${items.join('')}</ul></nav>`;
}

/** A refused request's lead (400, 403, 415, 429): a crafted request's, which no form of the site sends. */
const REFUSED_LEAD = 'Запрос не удалось выполнить.';

/**
 * The error pages' texts when the site's own file is not there (a registry made without it):
 * the words content/site.json ships with, so these pages never depend on content.
 */
export const BUILT_IN_ERROR_TEXTS: ErrorTexts = typesetAll({
  serverError: { title: 'Ошибка на сервере', lead: 'Что-то пошло не так на нашей стороне. Попробуйте обновить страницу через минуту.' },
  back: 'Вернуться на страницу',
  busy: {
    message: 'Сайт перегружен',
    lead: 'Сейчас на сайте очень много посетителей. Обновите страницу через несколько секунд — всё заработает.',
  },
  tooMany: { message: `Слишком много запросов, попробуйте через ${MINUTES} мин.`, lead: REFUSED_LEAD },
  badRequest: { title: 'Неверный запрос', lead: REFUSED_LEAD },
  forbidden: { title: 'Запрос отклонён', lead: REFUSED_LEAD },
  tooLarge: {
    title: 'Слишком большой запрос',
    lead: 'Текст формы оказался слишком длинным, и сайт его не получил. '
      + 'Вернитесь на страницу кнопкой «Назад» браузера: набранное обычно остаётся в полях. Сократите текст и отправьте снова.',
  },
  unsupported: { title: 'Неподдерживаемый формат', lead: REFUSED_LEAD },
  mending: {
    title: 'Страница временно недоступна',
    lead: 'Её содержание сейчас исправляют. Загляните через несколько минут, а пока посмотрите другие акции.',
  },
  refusals: { crossSite: CROSS_SITE_REFUSAL, previewExpired: PREVIEW_EXPIRED, previewRevoked: PREVIEW_REVOKED },
});

/** The mending page's words: the site's file's, else the server's own (the file may predate them). */
export const mendingTexts = (errors: ErrorTexts): NonNullable<ErrorTexts['mending']> => errors.mending ?? BUILT_IN_ERROR_TEXTS.mending!;

/** The 429 message (the page's and the /api's), the minutes to wait in place of its placeholder. */
export const tooManyMessage = (errors: ErrorTexts, minutes: number): string => fillTemplate(errors.tooMany.message, { [MINUTES]: minutes });

/** The refused requests' pages by status (their title and lead). */
const REFUSED_PAGES = { 400: 'badRequest', 403: 'forbidden', 413: 'tooLarge', 415: 'unsupported' } as const;

const refusedPage = (status: number, errors: ErrorTexts) =>
  Object.hasOwn(REFUSED_PAGES, status) ? errors[REFUSED_PAGES[status as keyof typeof REFUSED_PAGES]] : undefined;

function leadOf(status: number, message: string, errors: ErrorTexts): string {
  if (status === 500) return errors.serverError.lead;
  // Only the busy page says the site is busy, only the mending page that a page is being mended: another 503 (a check
  // that cannot be made now) asks to come back in a minute.
  if (status === 503) {
    if (message === errors.busy.message) return errors.busy.lead;
    return message === mendingTexts(errors).title ? mendingTexts(errors).lead : errors.serverError.lead;
  }
  if (status === 429) return errors.tooMany.lead;
  return refusedPage(status, errors)?.lead ?? REFUSED_LEAD;
}

function titleOf(status: number, message: string, notFound: NotFoundTexts | undefined, errors: ErrorTexts): string {
  if (status === 404 && notFound) return `${escapeHtml(notFound.headline)} (404)`;
  const refused = refusedPage(status, errors);
  return refused ? `${escapeHtml(refused.title)} (${status})` : `${escapeHtml(message)} (${status})`;
}

/** A message in the server's own English (printable ASCII only), not the site's words. */
const inEnglish = (message: string) => /^[\x20-\x7e]*$/.test(message);

/**
 * What the page says under its status: the message it was given when that is the site's
 * words, else the status's own title from the texts (the server's English reasons, such as a
 * body parser's, are for the log line, never for the visitor).
 */
function messageOf(status: number, message: string, errors: ErrorTexts): string {
  if (!inEnglish(message)) return message;
  return (status >= 500 ? errors.serverError.title : refusedPage(status, errors)?.title) ?? errors.badRequest.title;
}

/**
 * The site's own texts an error page reads (content/site.json); without them the 404 is told
 * as any error, the others in built-in words.
 */
export type ErrorPageTexts = Partial<Pick<SiteTexts, 'notFound' | 'errors'>>;

/** The error pages' texts of the content served: its site's own file's, none when the registry has no such file. */
export const errorPageTexts = (kindFiles: Readonly<Record<string, unknown>>): ErrorPageTexts =>
  servedFile(kindFiles, SITE_TEXTS_FILE) ?? {};

/**
 * `year`: the footer's, which every page takes from the site's clock (moscowYear of its
 * instant), so an error page reads the same year as the page it stands in for. `pages`: the
 * lasting pages a 404 lists (the page registry's fixed pages); `texts`: the site's own content
 * file's (ErrorPageTexts).
 */
export function renderErrorPage(
  status: number, message: string, site: Site | undefined, year: number,
  { stalePreview = false, pages = [], texts, back }: {
    stalePreview?: boolean; pages?: readonly PageEntry[]; texts?: ErrorPageTexts;
    /** The visitor's page of ours to go back to (its path); unset, the way back is the site's home. */
    back?: string;
  } = {},
): string {
  site ??= 'promo';
  const staticBase = `${SITE_BASES[site]}static/`;
  const notFound = status === 404 ? texts?.notFound : undefined;
  const errors = texts?.errors ?? BUILT_IN_ERROR_TEXTS;
  const lead = escapeHtml(notFound ? notFound.lead[site] : leadOf(status, message, errors));
  const notFoundParts = notFound
    ? `<p class="home"><a href="${SITE_BASES[site]}">${escapeHtml(notFound.home)}</a></p>`
      + pageLinks(site, pages, notFound)
    : '';
  const english = inEnglish(message) ? ' lang="en"' : '';
  // The 404: the Russian headline, the given sentence as the second line; other errors: the status and the message.
  const secondLine = notFound ? `<p class="second"${english}>${escapeHtml(message)}</p>` : '';
  if (!notFound) message = messageOf(status, message, errors);
  // Every page but the 404 (its own links) and the busy page (any page of ours is busy) has a way back.
  const home = texts?.notFound?.home || 'На главную';
  const busy = status === 503 && message !== mendingTexts(errors).title;
  const wayBack = notFound || busy ? '' : `<p class="home"><a href="${escapeHtml(back ?? SITE_BASES[site])}">`
    + `${escapeHtml(back ? errors.back : home)}</a></p>`;
  const note = notFound && stalePreview ? `<p class="note" role="status">${escapeHtml(notFound.stalePreview)}</p>` : '';
  return (
    '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    // No error page belongs in a search index (docs/product.md §9); the handlers also send X-Robots-Tag.
    `<title>${titleOf(status, message, notFound, errors)}</title>` +
    `<meta name="description" content="${notFound ? lead : escapeHtml(message)}"><meta name="robots" content="noindex">` +
    `${iconLinks(staticBase)}<style>${ERROR_PAGE_STYLE}</style></head>` +
    `<body><header class="bar"><div class="wrap">` +
    `<a class="logo" href="${RETAILER_SITE_URL}"><span aria-hidden="true">П</span>Петрович</a></div></header>` +
    `<main><div class="wrap"><div class="card">` +
    (notFound
      ? `<p class="code" aria-hidden="true">404</p><h1 class="message">${escapeHtml(notFound.headline)}</h1>`
      : `<h1>${status}</h1><p class="message">${escapeHtml(message)}</p>`) +
    note +
    `<p class="lead">${lead}</p>${secondLine}${notFoundParts}${wayBack}</div></div></main>` +
    `<footer><div class="wrap">${copyrightLine(year)}</div></footer></body></html>`
  );
}
