// The document's bytes (server/render/document.ts) are the UTF-8 of its parts in order, whatever their characters:
// Cyrillic (two bytes), a sign outside the BMP (a surrogate pair, four bytes) and a lone surrogate (replaced, three).
import { describe, expect, test } from 'vitest';
import { renderDocument } from '#server/render/document.js';

const assets = { scripts: ['/promo/assets/a.js'], preloads: [], inlineStyle: Buffer.from('<style>a{}</style>'), deferredStyles: [] };

describe('renderDocument', () => {
  test('when the parts hold every width of character, then the bytes are their UTF-8 joined, and no byte more', () => {
    const bodyHtml = `<p>Штукатурка ${'гипсовая '.repeat(500)}😀 \ud800 конец</p>`;
    const stateJson = '{"title":"Кнауф — 10 %"}';
    const bytes = renderDocument({
      title: 'Акция', description: 'Описание', discoveryTags: '<link rel="canonical" href="/promo/x">', assets,
      holdsIslands: false, stateJson, bodyHtml, staticBase: '/promo/static/',
    });
    const text = bytes.toString('utf8');
    expect(text.startsWith('<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8">')).toBe(true);
    expect(text).toContain(`<style>a{}</style><script type="module" src="/promo/assets/a.js" fetchpriority="low"></script>`);
    expect(text.endsWith(`<div id="root">${bodyHtml.replace('\ud800', '\ufffd')}</div><script id="__state" type="application/json">`
      + `${stateJson}</script></body></html>`)).toBe(true);
    expect(bytes.length).toBe(Buffer.byteLength(text));
    expect(bytes.buffer.byteLength).toBe(bytes.length);
    // A shorter document after it holds its own bytes alone, and the first one's stay as they were.
    const short = renderDocument({
      title: 'Б', description: '', discoveryTags: '', assets, holdsIslands: false, stateJson: '{}', bodyHtml: '<p>я</p>',
      staticBase: '/static/',
    });
    const shortEnd = '<div id="root"><p>я</p></div><script id="__state" type="application/json">{}</script></body></html>';
    expect(short.toString('utf8').endsWith(shortEnd)).toBe(true);
    expect(short.length).toBe(Buffer.byteLength(short.toString('utf8')));
    expect(bytes.toString('utf8')).toBe(text);
  });
});
