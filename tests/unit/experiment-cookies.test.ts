// A returning visitor's version read from its Cookie header without parsing it whole
// (server/experiments/assignment.ts's agreedVersion, docs/decisions/490-experiment-assignment.md): only when the edge's
// cookie and the visitor's remembered entry agree, each found by its own name; anything else goes to the full draw.
// The visitor's cookie read for a count only when its signature holds (docs/decisions/700-experiments-counted-where-they-happen.md):
// with the current secret or the previous one, never after a field changed.
import { hkdfSync } from 'node:crypto';
import siphash24 from 'siphash24';
import { describe, expect, test } from 'vitest';
import { agreedVersion, cookiePattern, cookieValue, readVisitor } from '#server/experiments/assignment.js';
import { visitorIds } from '#server/experiments/visitor-ids.js';

const ID = 'AbCdEfGh_-123456';
const MAC = 'AAAAAAAAAAAAAAAAAAAAAA';
const OLDER = 'old999~b~50~20251021';

describe('agreedVersion', () => {
  test.each([
    ['both agree', `promo_ab=${ID}.key123~b~50~20251022.${MAC}; promo_v=key123~b`, 'b'],
    ['both agree, among other cookies and entries', `x=1; promo_v=key123~a;promo_ab=${ID}.${OLDER}.key123~a~20~20251022.${MAC}; y=2`, 'a'],
    ['the edge cookie names the other version', `promo_ab=${ID}.key123~b~50~20251022.${MAC}; promo_v=key123~a`, undefined],
    ['the visitor remembers no entry for the key', `promo_ab=${ID}.key1234~a~50~20251022.${MAC}; promo_v=key123~a`, undefined],
    ['an older key in the edge cookie', `promo_ab=${ID}.key123~a~50~20251022.${MAC}; promo_v=key12~a`, undefined],
    ['a lookalike name only', `xpromo_ab=${ID}.key123~a~50~20251022.${MAC}; xpromo_v=key123~a`, undefined],
    ['an id not ours', `promo_ab=short.key123~a~50~20251022.${MAC}; promo_v=key123~a`, undefined],
    ['the entry only in the cookie after the visitor\'s', `promo_ab=${ID}.${OLDER}.${MAC}; z=.key123~a~; promo_v=key123~a`, undefined],
    ['the entry of a longer key', `promo_ab=${ID}.xkey123~a~50~20251022.${MAC}; promo_v=key123~a`, undefined],
    ['the edge cookie\'s value longer', `promo_ab=${ID}.key123~a~50~20251022.${MAC}; promo_v=key123~a `, undefined],
    ['the edge cookie second of two', `promo_v=other~a; promo_ab=${ID}.key123~a~50~20251022.${MAC}; promo_v=key123~a`, undefined],
    ['no cookie', undefined, undefined],
  ])('when %s, then %s', (_case, header, version) => {
    expect(agreedVersion(header, 'key123')).toBe(version);
  });

  test('when a name also ends another cookie\'s name, then only its own is read', () => {
    expect(cookieValue('apromo_v=1; promo_v=2', 'promo_v')).toBe('2');
    expect(cookieValue('promo_v=3', 'promo_v')).toBe('3');
    expect(cookieValue('apromo_v=1', 'promo_v')).toBeUndefined();
  });

  // As the edge reads its key (deploy/nginx.conf's $edge_version, the same pattern): a name inside another cookie's value,
  // after a `,`, or in other letters is no cookie of ours; the first of two is the one read.
  test.each([
    ['x=1 promo_v=key123~b', undefined],
    ['x=1, promo_v=key123~b', undefined],
    ['PROMO_V=key123~b; promo_v=key123~a', 'key123~a'],
    ['promo_v=key123~a;promo_v=key123~b', 'key123~a'],
    ['  promo_v=key123~a ; y=2', 'key123~a '],
  ])('when the header is %s, then promo_v reads %s', (header, value) => {
    expect(cookieValue(header, 'promo_v')).toBe(value);
    expect(cookiePattern('promo_v').exec(header)?.groups?.sent).toBe(value);
  });
});

describe('readVisitor', () => {
  const OLD = 'the-previous-secret-0123456789abcdef';
  const NEW = 'the-current-secret-0123456789abcdefgh';
  const signed = (secret: string, text: string) => `${text}.${visitorIds(secret).sign(text)}`;
  const text = `${ID}.key123~b~20~20251022`;
  const drawn = { id: ID, shown: new Map([['key123', { version: 'b', share: 20, day: '2025-10-22' }]]) };

  test('when the cookie is signed with the current or the previous secret, then its id and draws are read', () => {
    expect(readVisitor(signed(NEW, text), visitorIds(NEW))).toEqual(drawn);
    expect(readVisitor(signed(OLD, text), visitorIds(NEW, OLD))).toEqual(drawn);
  });

  test.each([
    ['signed by another secret', signed(OLD, text)],
    ['its version changed', signed(NEW, text).replace('~b~', '~a~')],
    ['its share changed', signed(NEW, text).replace('~20~', '~99~')],
    ['its id changed', signed(NEW, text).replace(ID, 'ZZZZZZZZZZZZZZZZ')],
    ['unsigned', text],
    ['its signature cut short', signed(NEW, text).slice(0, -2)],
    ['empty', ''],
  ])('when the cookie is %s, then it is no visitor of ours', (_case, value) => {
    expect(readVisitor(value, visitorIds(NEW))).toBeUndefined();
  });
});

// The signature (server/experiments/visitor-ids.ts, docs/decisions/490-experiment-assignment.md): SipHash-2-4 under
// two keys from the secret, each key 16 bytes of HKDF-SHA-256, the two tags one after the other.
describe('the visitor cookie\'s signature', () => {
  const SECRET = 'the-current-secret-0123456789abcdefgh';

  test('when the library hashes the SipHash paper\'s test message, then it gives the paper\'s tag', () => {
    // Aumasson and Bernstein, «SipHash: a fast short-input PRF», appendix A: key 00…0f, message 00…0e, tag a129ca6149be45e5.
    const tag = siphash24(Uint8Array.from({ length: 15 }, (_, at) => at), Uint8Array.from({ length: 16 }, (_, at) => at));
    expect(Buffer.from(tag).reverse().toString('hex')).toBe('a129ca6149be45e5');
  });

  test.each([
    ['a cookie\'s own text', `${ID}.key123~b~20~20251022.other9~a~50~20251021`],
    ['UTF-8 beyond ASCII', `${ID}.ключ~b~20~20251022`],
    ['longer than the room kept for a text (a forged cookie only)', `${ID}.${'k'.repeat(5000)}`],
    ['empty', ''],
  ])('when the text is %s, then it is the SipHash-2-4 tags of its UTF-8 under the secret\'s two HKDF keys, and verifies', (_case, text) => {
    const keys = Buffer.from(hkdfSync('sha256', SECRET, '', 'promo_ab signature', 32));
    const expected = Buffer.concat([siphash24(Buffer.from(text), keys.subarray(0, 16)), siphash24(Buffer.from(text), keys.subarray(16))]);
    const ids = visitorIds(SECRET);

    expect(ids.sign(text)).toBe(expected.toString('base64url'));
    expect(ids.verify(text, ids.sign(text))).toBe(true);
    expect(ids.verify(`${text}x`, ids.sign(text))).toBe(false);
  });
});
