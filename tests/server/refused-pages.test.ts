// The refused requests' pages (400, 403, 413, 415) and the refusals' own words are
// content/site.json's (`errors`, docs/decisions/108-page-texts-as-content.md): the real app on
// the tests' content, then on a copy with those texts edited, shows the file's words, escaped.
// Without the site's file (a registry made without it) the server's own words answer.
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import type { SiteTexts } from '#shared/content/site-texts.js';
import { CONTENT } from '../support/content.js';
import { appsWithEditedContent } from '../support/edited-content-apps.js';
import type { TestApp } from '../support/start-app.js';
import { plainSpaces } from '../support/plain-spaces.js';

const HOST = 'promo.example.ru';
const FOREIGN = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

const fixture = CONTENT.kindFiles.site as SiteTexts;
const edited: SiteTexts = {
  ...fixture,
  errors: {
    ...fixture.errors,
    badRequest: { title: 'Запрос не разобран', lead: 'Форма пришла испорченной & не прочитана.' },
    forbidden: { title: 'Отказано', lead: 'Откройте страницу заново.' },
    tooLarge: { title: 'Текст велик', lead: 'Сократите сообщение.' },
    unsupported: { title: 'Формат не наш', lead: 'Отправьте форму со страницы.' },
    refusals: { ...fixture.errors.refusals, crossSite: 'Форма пришла с чужого сайта <b>.' },
  },
};

/** The four refusals a page form can meet, each provoked as a browser or a crafted client would. */
const refusals = (listener: TestApp['listener']) => ({
  400: request(listener).post('/promo/law').set('Host', HOST).type('form').set('content-encoding', 'gzip').send('не gzip'),
  403: request(listener).post('/promo/law').set('Host', HOST).set(FOREIGN).type('form').send({ cookies: 'accepted' }),
  413: request(listener).post('/promo/law').set('Host', HOST).type('form').send({ comment: 'а'.repeat(2 * 1024 * 1024) }),
  415: request(listener).post('/promo/law').set('Host', HOST)
    .set('content-type', 'application/x-www-form-urlencoded; charset=koi8-r').send('cookies=accepted'),
});

const apps = appsWithEditedContent({ site: edited });

describe('POST /promo/law refused', () => {
  test('when the tests\' site file is served, then each refused page shows its title and lead', async () => {
    const pages = refusals(apps.shipped.listener);
    const expected = {
      400: ['Неверный запрос', 'Запрос не удалось выполнить.'],
      403: ['Запрос отклонён', 'Запрос не удалось выполнить.'],
      413: ['Слишком большой запрос', 'Текст формы оказался слишком длинным, и сайт его не получил. '
        + 'Вернитесь на страницу кнопкой «Назад» браузера: набранное обычно остаётся в полях. Сократите текст и отправьте снова.'],
      415: ['Неподдерживаемый формат', 'Запрос не удалось выполнить.'],
    } as const;
    for (const [status, [title, lead]] of Object.entries(expected)) {
      const res = await pages[Number(status) as keyof typeof expected];
      expect([status, res.status]).toEqual([status, Number(status)]);
      expect(plainSpaces(res.text)).toContain(`<title>${title} (${status})</title>`);
      expect(plainSpaces(res.text)).toContain(`<p class="lead">${lead}</p>`);
    }
    const crossSite = 'Запрос отклонён: он отправлен с другого сайта. Откройте страницу акции и повторите.';
    expect(plainSpaces((await pages[403]).text)).toContain(crossSite);
  });

  test('when a request is refused, then the page speaks Russian under its status (no server reason in English) and has a way back: the visitor\'s page of ours, else the hub', async () => {
    const pages = refusals(apps.shipped.listener);
    for (const status of [400, 413, 415] as const) {
      const page = plainSpaces((await pages[status]).text);
      expect(page).not.toMatch(/lang="en"|Request body|Bad request|Unsupported|Request failed/);
      expect(page).toContain('<p class="home"><a href="/promo/">На главную</a></p>');
    }
    expect(plainSpaces((await pages[413]).text)).toContain('<h1>413</h1><p class="message">Слишком большой запрос</p>');
    expect(plainSpaces((await pages[400]).text)).toContain('<h1>400</h1><p class="message">Неверный запрос</p>');

    const fromLaw = await request(apps.shipped.listener).post('/promo/law').set('Host', HOST)
      .set('referer', `https://${HOST}/promo/law?city_code=spb`).type('form').send({ comment: 'а'.repeat(2 * 1024 * 1024) });
    expect(fromLaw.status).toBe(413);
    expect(plainSpaces(fromLaw.text)).toContain(`<title>Слишком большой запрос (413)</title>`);
    expect(plainSpaces(fromLaw.text)).toContain('сайт его не получил. Вернитесь на страницу кнопкой «Назад» браузера');
    expect(plainSpaces(fromLaw.text)).toContain('<p class="home"><a href="/promo/law?city_code=spb">Вернуться на страницу</a></p>');
    // A cross-site post came from another site's page: the way back is the hub, never that page.
    const foreign = await request(apps.shipped.listener).post('/promo/law').set('Host', HOST).set(FOREIGN)
      .set('referer', 'https://evil.example/promo/law').type('form').send({ cookies: 'accepted' });
    expect(plainSpaces(foreign.text)).toContain('<p class="home"><a href="/promo/">На главную</a></p>');
    expect(foreign.text).not.toContain('evil.example/');
  });

  test('when the site file\'s refusal texts are edited, then the visitor gets the edited words, escaped', async () => {
    const pages = refusals(apps.changed.listener);
    const bad = plainSpaces((await pages[400]).text);
    expect(bad).toContain('<title>Запрос не разобран (400)</title>');
    expect(bad).toContain('<p class="lead">Форма пришла испорченной &amp; не прочитана.</p>');
    const forbidden = plainSpaces((await pages[403]).text);
    expect(forbidden).toContain('<title>Отказано (403)</title>');
    expect(forbidden).toContain('Форма пришла с чужого сайта &lt;b&gt;.');
    expect(forbidden).not.toContain('отправлен с другого сайта');
    expect(plainSpaces((await pages[413]).text)).toContain('<title>Текст велик (413)</title>');
    expect(plainSpaces((await pages[415]).text)).toContain('<p class="lead">Отправьте форму со страницы.</p>');
  });

  test('when an /api post comes cross-site, then its JSON says the site file\'s words too', async () => {
    const res = await request(apps.changed.listener).post('/api/v1/business/feedback/').set('Host', HOST).set(FOREIGN).send({ name: 'x' });
    expect(res.status).toBe(403);
    expect(plainSpaces(res.body.message)).toBe('Форма пришла с чужого сайта <b>.');
  });
});
