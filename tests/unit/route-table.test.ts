// The route table's match (server/pages/page-routes.ts): whole paths, case and all, with or
// without trailing slashes, escapes decoded as the data router decodes them.
import { expect, test } from 'vitest';
import { PAGE_REGISTRY } from '#pages/route-table.js';

const table = PAGE_REGISTRY.routeTable({});
const idOf = (site: 'promo' | 'business', pathname: string) => table.match(site, pathname)?.id;

test('when a fixed path is asked with no, one or several trailing slashes, then it is that page', () => {
  expect(['/promo/law', '/promo/law/', '/promo/law//'].map((p) => idOf('promo', p))).toEqual(['law', 'law', 'law']);
  expect(['/promo/sert', '/promo/sert/', '/promo/sert///'].map((p) => idOf('promo', p))).toEqual(['sert', 'sert', 'sert']);
  expect(['/', '//'].map((p) => idOf('business', p))).toEqual(['law', 'law']);
  expect(['/promo', '/promo/'].map((p) => idOf('promo', p))).toEqual(['hub', 'hub']);
});

test('when a path spells its letters with escapes, then it is the page they decode to (the data router\'s matchRoutes)', () => {
  expect(['/promo/%6Caw', '/promo/%6c%61w/', '/promo/s%65rt'].map((p) => idOf('promo', p))).toEqual(['law', 'law', 'sert']);
  expect(idOf('promo', '/promo/%E0%A4%A'), 'a malformed escape').toBeUndefined();
});

test('when an old address is asked, then it names no page, and its route redirects to the page\'s own address', async () => {
  expect(idOf('business', '/promo/sert/')).toBeUndefined();
  const answer = await table.handlers.business.query(new Request('http://business.test/promo/sert/?city_code=msk'));
  expect(answer instanceof Response && [answer.status, answer.headers.get('location')]).toEqual([301, '/sert/?city_code=msk']);
});

test('when a path differs in case, has a segment more, or a doubled inner slash, then no page matches', () => {
  for (const pathname of ['/promo/LAW', '/promo/law/x', '/promo//law', '/promo/law%2F', '/']) {
    expect(idOf('promo', pathname), pathname).toBeUndefined();
  }
  expect(idOf('business', '/promo/law')).toBeUndefined();
});
