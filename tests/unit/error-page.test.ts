// The error pages' HTML (server/answers/error-page.ts) part by part: for each status its title,
// message, lead and way back, in the site's words when its file is served (edited here so no two
// texts are alike) and in the server's own without it; the 404's list of lasting pages, the site's
// home first; and the head every page shares (icons under the site's static base). The real
// app's answers with these pages are tests/server/error-page.test.ts and refused-pages.test.ts.
import { describe, expect, test } from 'vitest';
import { renderErrorPage, tooManyMessage, BUILT_IN_ERROR_TEXTS, type ErrorPageTexts } from '#server/answers/error-page.js';
import { HttpError } from '#server/answers/http-errors.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import type { SiteTexts } from '#shared/content/site-texts.js';
import { CONTENT } from '../support/content.js';
import { plainSpaces } from '../support/plain-spaces.js';

/** The fixture's texts as read here: typeset, then with plain spaces, as `page` gives the HTML. */
const served: SiteTexts = JSON.parse(plainSpaces(JSON.stringify(CONTENT.kindFiles.site)));
/** The fixture's texts with every status's words its own, so a page that took another status's would show. */
const texts: ErrorPageTexts = {
  notFound: served.notFound,
  errors: {
    ...served.errors,
    serverError: { title: 'Сбой сервера', lead: 'Пояснение к сбою' },
    busy: { message: 'Перегрузка', lead: 'Пояснение к перегрузке' },
    tooMany: { message: 'Подождите {минут} мин.', lead: 'Пояснение к частым запросам' },
    badRequest: { title: 'Плохой запрос', lead: 'Пояснение к плохому запросу' },
    forbidden: { title: 'Отказано', lead: 'Пояснение к отказу' },
    tooLarge: { title: 'Слишком много', lead: 'Пояснение к большому запросу' },
    unsupported: { title: 'Не тот формат', lead: 'Пояснение к формату' },
    back: 'Назад к странице',
  },
};
const pages = PAGE_REGISTRY.fixedPages;
const page = (...args: Parameters<typeof renderErrorPage>) => plainSpaces(renderErrorPage(...args));
const between = (html: string, start: string, end: string) => html.slice(html.indexOf(start) + start.length, html.indexOf(end));

describe('renderErrorPage: each status in the site\'s words', () => {
  test.each([
    [500, 'Internal Server Error', 'Сбой сервера', 'Пояснение к сбою'],
    [400, 'Bad request', 'Плохой запрос', 'Пояснение к плохому запросу'],
    [403, 'Forbidden', 'Отказано', 'Пояснение к отказу'],
    [413, 'Request body is too large', 'Слишком много', 'Пояснение к большому запросу'],
    [415, 'Unsupported media type', 'Не тот формат', 'Пояснение к формату'],
  ])('when the status is %i with the server\'s English reason, then the page says the status\'s title and lead, never the reason', (
    status, reason, title, lead,
  ) => {
    const html = page(status, reason, 'promo', 2025, { texts });

    expect(html).toContain(`<h1>${status}</h1><p class="message">${title}</p><p class="lead">${lead}</p>`);
    expect(between(html, '<title>', '</title>')).toBe(`${title} (${status})`);
    expect(html).toContain(`<meta name="description" content="${title}">`);
    expect(html).not.toContain(reason);
    expect(html).not.toContain('class="second"');
    expect(html).not.toContain('class="note"');
  });

  test('when the site\'s own words are given (a refusal\'s), then the page says them under a refused page\'s title, or under them for 429', () => {
    const refused = page(403, 'Запрос с чужого сайта', 'promo', 2025, { texts });
    const tooMany = page(429, tooManyMessage(texts.errors!, 3), 'promo', 2025, { texts });

    expect(refused).toContain('<p class="message">Запрос с чужого сайта</p><p class="lead">Пояснение к отказу</p>');
    expect(between(refused, '<title>', '</title>')).toBe('Отказано (403)');
    expect(tooMany).toContain('<h1>429</h1><p class="message">Подождите 3 мин.</p><p class="lead">Пояснение к частым запросам</p>');
    expect(between(tooMany, '<title>', '</title>')).toBe('Подождите 3 мин. (429)');
  });

  test('when the site is busy (503), then the page says so with its lead and offers no way back (every page of ours is busy)', () => {
    const html = page(503, 'Перегрузка', 'promo', 2025, { texts: { errors: texts.errors } });

    expect(html).toContain('<h1>503</h1><p class="message">Перегрузка</p><p class="lead">Пояснение к перегрузке</p>');
    expect(html).not.toContain('class="home"');
  });

  test('when a status has no words of its own (409), then the page says the bad request\'s title over the refused lead', () => {
    const html = page(409, 'Conflict', 'promo', 2025, { texts });

    expect(html).toContain('<p class="message">Плохой запрос</p><p class="lead">Запрос не удалось выполнить.</p>');
    expect(between(html, '<title>', '</title>')).toBe('Плохой запрос (409)');
  });

  test('when the visitor came from a page of ours, then the way back leads there in the file\'s words; else home, as the 404 calls it', () => {
    const back = page(500, 'Internal Server Error', 'promo', 2025, { texts, back: '/promo/knauf2025' });
    const home = page(500, 'Internal Server Error', 'business', 2025, { texts });
    const builtIn = page(500, 'Internal Server Error', undefined, 2025, {});

    expect(back).toContain('<p class="home"><a href="/promo/knauf2025">Назад к странице</a></p>');
    expect(home).toContain(`<p class="home"><a href="/">${served.notFound.home}</a></p>`);
    expect(builtIn).toContain('<p class="home"><a href="/promo/">На главную</a></p>');
  });
});

describe('renderErrorPage without the site\'s file', () => {
  test.each([
    [500, 'Ошибка на сервере', BUILT_IN_ERROR_TEXTS.serverError.lead],
    [503, 'Сайт перегружен', BUILT_IN_ERROR_TEXTS.busy.lead],
    [413, 'Слишком большой запрос', BUILT_IN_ERROR_TEXTS.tooLarge.lead],
  ])('when the status is %i, then the page answers in the server\'s own words', (status, message, lead) => {
    const html = page(status, status === 503 ? message : 'Internal Server Error', undefined, 2025);

    expect(html).toContain(`<p class="message">${message}</p><p class="lead">${plainSpaces(lead)}</p>`);
  });

  test('when a 404 is answered without the file, then it is told as any refused request, with its way home', () => {
    const html = page(404, 'Not Found', 'promo', 2025);

    expect(html).toContain('<h1>404</h1>');
    expect(html).toContain('<p class="home"><a href="/promo/">На главную</a></p>');
    expect(html).not.toContain('pages-title');
  });
});

describe('renderErrorPage: the 404 page', () => {
  test('when a promo path is unknown, then its lasting pages on the promo site are listed, the hub first, each once', () => {
    const html = page(404, 'The page you requested was not found.', 'promo', 2025, { texts, pages });
    const list = between(html, '<ul>', '</ul>');

    expect(between(html, '<title>', '</title>')).toBe(`${served.notFound.headline} (404)`);
    expect(html).toContain(`<meta name="description" content="${served.notFound.lead.promo}">`);
    const { hub } = served.notFound.pages;
    expect(list.startsWith(`<li><a href="/promo/">${hub.name}<small>${hub.note}</small></a></li><li>`)).toBe(true);
    expect(list).toContain(`<a href="/promo/karta-elektrika">${served.notFound.pages['karta-elektrika'].name}`);
    expect(list.match(/<li>/g)).toHaveLength(pages.filter((entry) => entry.paths.promo !== undefined).length);
    expect(list).toContain(`<a href="/promo/law">${served.notFound.pages.law.name}`);
    expect(html).toContain('<p class="second" lang="en">The page you requested was not found.</p>');
    expect(html).not.toContain('class="note"');
    expect(html).not.toContain('Назад к странице');
  });

  test('when the registry lists the site\'s home last, then the 404 still lists it first, the others in the registry\'s order', () => {
    const reversed = pages.toReversed();
    const names = (site: 'promo' | 'business') => {
      const list = between(page(404, 'Не найдено', site, 2025, { texts, pages: reversed }), '<ul>', '</ul>');
      return [...list.matchAll(/<a href="([^"]+)">/g)].map((match) => match[1]);
    };
    const paths = (site: 'promo' | 'business') => reversed.flatMap((entry) => entry.paths[site] ?? []);

    expect(names('promo')).toEqual(['/promo/', ...paths('promo').filter((path) => path !== '/promo/')]);
    expect(names('business')).toEqual(['/', ...paths('business').filter((path) => path !== '/')]);
  });

  test('when a business path is unknown, then the business home comes first, under the business title', () => {
    const html = page(404, 'Не найдено', 'business', 2025, { texts, pages });

    expect(html).toContain(`<h2 id="pages-title">${served.notFound.pagesTitle.business}</h2><ul><li><a href="/">`);
    expect(between(html, '<ul>', '</ul>')).toMatch(/^(<li><a href="[^"]+">[^<]+<small>[^<]+<\/small><\/a><\/li>)+$/);
    expect(html).toContain(`<p class="second">Не найдено</p><p class="home"><a href="/">${served.notFound.home}</a></p><nav `);
    expect(html).toContain('</ul></nav></div></div></main>');
    expect(html).toContain('<p class="second">Не найдено</p>');
  });

  test('when the visitor\'s preview link no longer opens anything, then the 404 says so', () => {
    const html = page(404, 'Not Found', 'promo', 2025, { texts, pages, stalePreview: true });

    expect(html).toContain(`<p class="note" role="status">${served.notFound.stalePreview}</p>`);
  });
});

describe('the head every error page shares', () => {
  test.each([['promo', '/promo/static/'], ['business', '/static/']] as const)('on the %s site, then its icons are under %s', (site, base) => {
    const html = page(500, 'Internal Server Error', site, 2025, { texts });

    expect(html.startsWith('<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8">')).toBe(true);
    expect(html).toContain('</head><body><header class="bar"><div class="wrap"><a class="logo" href="https://petrovich.ru/">'
      + '<span aria-hidden="true">П</span>Петрович</a></div></header><main><div class="wrap"><div class="card"><h1>500</h1>');
    expect(html).toContain('<p class="lead">Пояснение к сбою</p><p class="home">');
    expect(html).toContain(`<link rel="icon" href="${base}icons/favicon.svg" type="image/svg+xml">`
      + `<link rel="apple-touch-icon" href="${base}icons/apple-touch-icon.png">`
      + `<link rel="manifest" href="${base}manifest.webmanifest"><meta name="theme-color" content="#c8102e">`);
  });
});

describe('HttpError', () => {
  test('when made with a status and message only, then it is an HttpError with no words of its own', () => {
    const error = new HttpError(413, 'Request body is too large');

    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('HttpError');
    expect(error.words).toBeUndefined();
  });
});
