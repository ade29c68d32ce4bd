// node bench/long-words.mjs: what one text with one very long word (an upstream review's string of
// letters) costs the typography steps a text goes through: typeset() as the upstream answer is read
// (shared/typography/typeset.ts) and hyphenated() as the page is made (shared/typography/hyphenate.ts),
// for words of LONG_WORDS letters (10,000, 50,000 and 100,000; docs/decisions/489-hyphens-as-a-typesetter-would.md);
// then a review of 102 KB made of words of 40 letters against one of words of 5, each word new (a consonant, a vowel),
// shown and rendered to HTML as a page's paragraph: milliseconds and bytes, interleaved over REVIEW_ROUNDS rounds
// (docs/decisions/489-hyphens-as-a-typesetter-would.md).
// A text is not remembered past 4,000 characters (shared/remembered.ts): each view pays it again. The sources are
// bundled by esbuild as they stand in the working tree. Prints the milliseconds with the load average.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
const SIZES = (process.env.LONG_WORDS ?? '10000,50000,100000').split(',').map(Number);

const bundled = await build({
  stdin: {
    contents: [
      "export { typeset } from './shared/typography/typeset.ts';",
      "export { hyphenated, withPageWords, shownProps } from './shared/typography/hyphenate.ts';",
      "export { createElement } from 'react'; export { renderToStaticMarkup } from 'react-dom/server';",
    ].join(' '),
    resolveDir: ROOT, loader: 'ts',
  },
  bundle: true, platform: 'node', format: 'esm', write: false, packages: 'external', logLevel: 'error',
});
// Written where the packages it leaves outside (typograf, hyphen, react) resolve.
const bundle = path.join(ROOT, 'node_modules/.cache/long-words-bench.mjs');
mkdirSync(path.dirname(bundle), { recursive: true });
writeFileSync(bundle, bundled.outputFiles[0].text);
const { typeset, hyphenated, withPageWords, shownProps, createElement, renderToStaticMarkup } = await import(bundle);
/** The text as the page shows it: a paragraph's child inside withPageWords (shared/typography/jsx-runtime.ts's step). */
const shown = (text) => withPageWords(() => shownProps('p', { children: text }));

/** Milliseconds `run` takes, once: the first time a text is met, as when an upstream answer brings it. */
const timed = (run) => {
  const start = performance.now();
  run();
  return performance.now() - start;
};

// Warmed up: the patterns loaded, Typograf's rules compiled.
hyphenated(typeset('Отзыв - гидроизоляция - хороший, доставка в срок.'));
console.log(`load average ${loadavg().map((load) => load.toFixed(2)).join(' ')}`);
for (const size of SIZES) {
  const word = 'гидроизоляция'.repeat(Math.ceil(size / 13)).slice(0, size);
  const text = `Отзыв - ${word} - хороший, доставка в срок.`;
  const typesetMs = timed(() => typeset(text));
  const typesetText = typeset(text);
  const hyphenatedMs = timed(() => hyphenated(typesetText));
  const shownMs = timed(() => shown(typesetText));
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(`${size} letters: typeset ${ms(typesetMs)}, hyphenated ${ms(hyphenatedMs)}, shown ${ms(shownMs)}`);
}

let seed = 7;
const letter = (from) => from[(seed = (seed * 48_271) % 2_147_483_647) % from.length];
const word = (letters) => Array.from({ length: letters }, (_, i) => letter(i % 2 ? 'аеиоуыяю' : 'бвгдклмнпрстфхчшж')).join('');
const review = (letters) => {
  const words = [];
  for (let bytes = 0; bytes < 102_000; bytes += 2 * letters + 1) words.push(word(letters));
  return typeset(words.join(' '));
};
const totals = { 40: { ms: 0, bytes: 0 }, 5: { ms: 0, bytes: 0 } };
const rounds = Number(process.env.REVIEW_ROUNDS ?? 5);
for (let round = 0; round < rounds; round++) {
  for (const letters of [40, 5]) {
    const text = review(letters);
    let html = '';
    totals[letters].ms += timed(() => {
      html = renderToStaticMarkup(createElement('p', shown(text)));
    });
    totals[letters].bytes += Buffer.byteLength(html);
  }
}
const mean = (letters) => `${(totals[letters].ms / rounds).toFixed(1)} ms, ${Math.round(totals[letters].bytes / rounds / 1024)} KB`;
const ratio = (totals[40].ms / totals[5].ms).toFixed(2);
console.log(`a 102 KB review shown: words of 40 letters ${mean(40)}; of 5 letters ${mean(5)}; ${ratio}x`);
