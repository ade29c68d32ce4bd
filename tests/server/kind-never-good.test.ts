// A kind whose own content file has never passed in this process (its schema gained a
// required field that the file lacks: the studio's published copy, every new Pod after such
// a deploy) answers its page 503 in words of its own (being mended, come back in minutes), kept
// by nobody, is on no hub card, in no sitemap and on no 404 page's list, and /readyz names it
// while the instance stays ready
// (docs/decisions/105-broken-file-holds-back-itself.md). The day is RUNNING_DAY.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import { siteTextsContent } from '#pages/site-texts.js';
import { createPageRegistry } from '#server/pages/page-registry.js';
import type { AnyPageKind } from '#server/pages/page-kind.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { plainSpaces } from '../support/plain-spaces.js';

/** lovecategory as a deploy could ship it: its schema with one more required field, which the tests' file lacks. */
function withRequiredField(kind: AnyPageKind): AnyPageKind {
  const own = kind.content!.own!;
  if (!(own.schema instanceof z.ZodObject)) throw new Error('lovecategory\'s schema is no object schema');
  return { ...kind, content: { ...kind.content, own: { ...own, schema: own.schema.extend({ bonusRules: z.string() }) } } };
}

/** The sitemap exists on a host with its origin configured. */
const env = { PUBLIC_ORIGIN: 'https://promo.example.ru' };
let grown: TestApp;
let usual: TestApp;
beforeAll(async () => {
  const kinds = PAGE_REGISTRY.kinds.map((kind) => (kind.kind === 'lovecategory' ? withRequiredField(kind) : kind));
  grown = await startApp({ pages: createPageRegistry(kinds, siteTextsContent), env });
  usual = await startApp({ env });
});
afterAll(async () => {
  await grown.close();
  await usual.close();
});

describe('a kind whose file never passed in this process', () => {
  test('when its page is asked twice, then each answer says in words of its own that the page is being mended, 503 with a Retry-After of minutes, stored by nobody', async () => {
    for (let ask = 0; ask < 2; ask += 1) {
      const page = await request(grown.listener).get('/promo/lovecategory');
      expect(page.status).toBe(503);
      expect(page.headers['retry-after']).toBe('600');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.text).toContain('<html lang="ru">');
      const text = plainSpaces(page.text);
      expect(text).toContain('<title>Страница временно недоступна (503)</title>');
      expect(text).toContain('Её содержание сейчас исправляют. Загляните через несколько минут');
      expect(text).toContain('<p class="home"><a href="/promo/">');
      expect(text).not.toContain('перегружен');
    }
    expect((await request(usual.listener).get('/promo/lovecategory')).status).toBe(200);
  });

  test('when the hub and the sitemap are asked, then neither names it, while the same content with the usual schema does', async () => {
    const link = /href="\/promo\/lovecategory"/;
    expect((await request(usual.listener).get('/promo/')).text).toMatch(link);
    expect((await request(usual.listener).get('/sitemap.xml')).text).toContain('/promo/lovecategory<');

    expect((await request(grown.listener).get('/promo/')).text).not.toMatch(link);
    expect((await request(grown.listener).get('/sitemap.xml')).text).not.toContain('/promo/lovecategory<');
    expect((await request(grown.listener).get('/promo/knauf2025')).status).toBe(200);
  });

  test('when a page that is not there is asked, then the 404 page\'s list leaves it out, as the hub does, while the usual schema\'s lists it', async () => {
    const link = /href="\/promo\/lovecategory"/;
    expect((await request(usual.listener).get('/promo/no-such-page').expect(404)).text).toMatch(link);

    const missing = await request(grown.listener).get('/promo/no-such-page').expect(404);
    expect(missing.text).not.toMatch(link);
    expect(missing.text).toMatch(/href="\/promo\/karta-elektrika"/);
  });

  test('when /readyz is asked, then it says ready, naming the file held back and the kind that cannot serve', async () => {
    const ready = await request(grown.listener).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', heldBack: ['lovecategory.json'], unavailable: ['lovecategory'] });
  });
});
