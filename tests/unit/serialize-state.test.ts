// The preloaded state in a <script type="application/json"> block: & < > U+2028 U+2029
// are escaped as \uXXXX, and JSON.parse gives back exactly what went in.
import { describe, expect, test } from 'vitest';
import { serializeState } from '#server/discovery/serialize-state.js';

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
