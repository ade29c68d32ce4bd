// server/observability/mask-spans.ts (docs/product.md §10): card numbers leave in no part of an exported span.
import { describe, expect, test } from 'vitest';
import { maskSpans } from '#server/observability/mask-spans.js';

describe('maskSpans', () => {
  test('when a span carries a card number in its name, attributes (strings and arrays), events and status, then every one is masked and numbers stay numbers', () => {
    const span = {
      name: 'GET /api/v2/promo/check/knauf2025/7012345/',
      attributes: {
        'url.full': 'http://up/api/v2/promo/check/knauf2025/7012345/', 'http.response.status_code': 200,
        list: ['7054321', 7000000], size: 7340032,
      },
      events: [{ name: 'exception 7011111', attributes: { 'exception.message': 'card 7022222 failed' } }, { name: 'plain' }],
      status: { code: 2, message: 'upstream said 7033333' },
    };

    const [masked] = maskSpans([span]);

    for (const card of ['7012345', '7054321', '7011111', '7022222', '7033333']) expect(JSON.stringify(masked)).not.toContain(card);
    expect(masked!.name).toBe('GET /api/v2/promo/check/knauf2025/70•••45/');
    expect(masked!.attributes).toEqual({
      'url.full': 'http://up/api/v2/promo/check/knauf2025/70•••45/', 'http.response.status_code': 200,
      list: ['70•••21', 7000000], size: 7340032,
    });
    expect(masked!.events[0]).toEqual({ name: 'exception 70•••11', attributes: { 'exception.message': 'card 70•••22 failed' } });
    expect(masked!.status.message).toBe('upstream said 70•••33');
  });
});
