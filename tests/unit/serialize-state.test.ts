// The preloaded state in a <script type="application/json"> block: & < > U+2028 U+2029
// are escaped as \uXXXX, and JSON.parse gives back exactly what went in.
import { describe, expect, test } from 'vitest';
import { serializeState, stateSerializer } from '#server/discovery/serialize-state.js';

describe('serializeState', () => {
  test('when a string holds </script>, then no < or > survives and the block cannot be closed', () => {
    const out = serializeState({ name: '</script><script>alert(1)</script>' });

    expect(out).not.toMatch(/[<>]/);
    expect(out).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
  });

  test('when a string holds &, <!-- or U+2028/U+2029, then each is escaped', () => {
    const out = serializeState({ a: 'x & y', b: '<!--', c: 'line\u2028sep\u2029end' });

    expect(out).toBe('{"a":"x \\u0026 y","b":"\\u003c!--","c":"line\\u2028sep\\u2029end"}');
    expect(out).not.toMatch(/[&<>\u2028\u2029]/);
  });

  test('when the output is parsed back, then it round-trips to the original value', () => {
    const state = {
      text: '</script><script>alert(1)</script> & <!-- \u2028 \u2029 "quoted" \\ back',
      nested: [{ n: 1.5, ok: true, none: null }, 'Привет, ₽'],
      key: { '<b>': '&amp;' },
    };

    expect(JSON.parse(serializeState(state))).toEqual(state);
  });

  test('when a key holds an unsafe character, then it is escaped too', () => {
    expect(serializeState({ '</script>': 1 })).toBe('{"\\u003c/script\\u003e":1}');
  });

  test('when the state has no unsafe characters, then the output is plain JSON', () => {
    const state = { page: { id: 'knauf2025', base: '/promo/' }, rows: [1, 2, 3] };

    expect(serializeState(state)).toBe(JSON.stringify(state));
  });
});

describe('stateSerializer', () => {
  const deepFrozen = <T>(value: T): T => {
    if (typeof value === 'object' && value !== null) {
      Object.values(value).forEach(deepFrozen);
      Object.freeze(value);
    }
    return value;
  };
  const shared = deepFrozen({ footer: { note: 'Строительный дом & <b>' }, rows: [{ id: 1 }, { id: 2 }] });

  test('when states of every shape are serialised one after another, then each text is serializeState\'s', () => {
    const serialize = stateSerializer();
    const states: Record<string, unknown>[] = [
      { page: { id: 'a', texts: shared, content: undefined }, list: [1, undefined, () => 1, 'x\u2028'], empty: {}, none: [] },
      { page: { id: 'b', texts: shared, when: new Date(0) }, list: shared.rows, f: () => 1, s: Symbol('s') },
      { page: { id: 'c', texts: shared }, list: [...shared.rows, { at: new Date(1) }], '</script>': { '<k>': '&' } },
      { page: { id: 'c', texts: shared }, list: [...shared.rows], nested: { a: { b: { c: [shared, shared] } } } },
      { page: null, list: 'text', n: 1.5, t: true },
    ];
    for (let round = 0; round < 3; round++) {
      for (const state of states) expect(serialize(state)).toBe(serializeState(state));
    }
  });

  test('when a part is met again, not frozen, and changed since, then its new text is sent', () => {
    const serialize = stateSerializer();
    const cities = { list: [{ code: 'msk' }] };
    const state = { city: cities, texts: shared };
    serialize(state);
    serialize(state);
    cities.list[0]!.code = 'spb';
    cities.list.push({ code: 'nsk' });

    expect(serialize(state)).toBe('{"city":{"list":[{"code":"spb"},{"code":"nsk"}]},"texts":' + serializeState(shared) + '}');
  });

  test('when a frozen part answers by a getter, then each render asks it again', () => {
    const serialize = stateSerializer();
    let count = 0;
    const counted = Object.freeze({ get n() { return ++count; } });
    const state = { slice: { field: { counted } } };
    const texts = [serialize(state), serialize(state), serialize(state)];

    expect(texts).toEqual([1, 2, 3].map((n) => `{"slice":{"field":{"counted":{"n":${n}}}}}`));
  });

  test('when a frozen part is met again, then its text is the same, escaped once', () => {
    const serialize = stateSerializer();
    const state = { page: { texts: shared }, rows: shared.rows };
    const texts = [serialize(state), serialize({ ...state }), serialize({ ...state })];

    expect(new Set(texts).size).toBe(1);
    expect(texts[0]).toBe(serializeState(state));
    expect(texts[0]).toContain('\\u0026 \\u003cb\\u003e');
  });
});
