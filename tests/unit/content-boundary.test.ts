// The content folder is untrusted input (docs/operations.md "Папка контента"): the loader
// (server/content/load-content.ts, content-file.ts, svg-safety.ts) reads regular files
// only, never through a symlink, checks each size against its bound before reading it,
// refuses SVG art that could run script or load another file, and its lines name the file
// and the fault, never the file's bytes. Run on copies of tests/fixtures/content.
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { CONTENT_FILE_BOUNDS } from '#server/content/content-file.js';
import { svgFault } from '#server/content/svg-safety.js';
import { copyFixtureContent, loadProblems } from '../support/content.js';

let dir: string;
let outside: string;

const problemsOf = () => loadProblems(dir);

beforeEach(() => {
  dir = copyFixtureContent('content-boundary-');
  outside = mkdtempSync(path.join(tmpdir(), 'content-outside-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const SECRET = 'TOPSECRET-0123456789';
const campaignFile = (id: string) => path.join(dir, 'campaigns', `${id}.json`);
const banner = (name: string) => path.join(dir, 'banners', name);

/** Moves a file out of the folder and leaves a symlink to it under its name. */
function linkOut(file: string): void {
  const target = path.join(outside, path.basename(file));
  renameSync(file, target);
  symlinkSync(target, file);
}

describe('symlinks and files that are not regular', () => {
  test('when a campaign file, a banner or a brand file is a symlink (even to a valid file), then each is refused by name as a symlink', () => {
    linkOut(campaignFile('knauf2025'));
    linkOut(banner('rockwool2025-large.svg'));
    linkOut(path.join(dir, 'brands', 'tehnonikol.json'));
    const problems = problemsOf();

    const symlink = 'это символьная ссылка: в папке контента допускаются только обычные файлы';
    expect(problems).toContain(`${campaignFile('knauf2025')}: ${symlink}`);
    expect(problems).toContain(`${campaignFile('rockwool2025')}: (баннер): ${banner('rockwool2025-large.svg')}: ${symlink}`);
    expect(problems).toContain(`${path.join(dir, 'brands', 'tehnonikol.json')}: ${symlink}`);
  });

  test('when the banners folder is a symlink to another place, then the folder is refused', () => {
    cpSync(path.join(dir, 'banners'), path.join(outside, 'banners'), { recursive: true });
    rmSync(path.join(dir, 'banners'), { recursive: true });
    symlinkSync(path.join(outside, 'banners'), path.join(dir, 'banners'));
    const refusal = 'это символьная ссылка: в папке контента допускаются только обычные файлы и папки';
    expect(problemsOf()).toEqual([`${path.join(dir, 'banners')}: ${refusal}`]);
  });

  test('when a banner\'s name is a folder, then it is refused as not a regular file', () => {
    rmSync(banner('knauf2025-small.svg'));
    cpSync(outside, banner('knauf2025-small.svg'), { recursive: true });
    const refusal = 'это не обычный файл: в папке контента допускаются только обычные файлы';
    expect(problemsOf()).toEqual([`${campaignFile('knauf2025')}: (баннер): ${banner('knauf2025-small.svg')}: ${refusal}`]);
  });
});

describe('sizes, checked before reading', () => {
  test('when a campaign JSON is past 256 KB (a long description), then it is refused with one Russian line naming the file and the bound', () => {
    const fields = JSON.parse(readFileSync(campaignFile('knauf2025'), 'utf8')) as Record<string, unknown>;
    writeFileSync(campaignFile('knauf2025'), JSON.stringify({ ...fields, description: 'а'.repeat(CONTENT_FILE_BOUNDS.json) }));
    expect(problemsOf()).toEqual([expect.stringMatching(
      new RegExp(`^${campaignFile('knauf2025')}: файл больше 256 КБ — предела для JSON \\(в нём \\d+(\\.\\d)? КБ\\)$`),
    )]);
  });

  test('when an SVG banner is past its bound and a raster art past its own, then each is a line naming the file and the bound', () => {
    writeFileSync(banner('knauf2025-large.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(CONTENT_FILE_BOUNDS.svg)}</svg>`);
    for (const size of ['small', 'medium', 'large']) rmSync(banner(`rockwool2025-${size}.svg`));
    writeFileSync(banner('rockwool2025.png'), Buffer.alloc(CONTENT_FILE_BOUNDS.raster + 1));
    const problems = problemsOf();
    const line = (id: string, file: string, bound: string) =>
      expect.stringMatching(new RegExp(`^${campaignFile(id)}: \\(баннер\\): ${banner(file)}: файл больше ${bound}`));
    expect(problems).toContainEqual(line('knauf2025', 'knauf2025-large.svg', '256 КБ — предела для SVG'));
    expect(problems).toContainEqual(line('rockwool2025', 'rockwool2025.png', '8 МБ — предела для картинки'));
  });
});

const CSS_ESCAPE = 'в SVG есть экранирование CSS (обратная косая черта): рисунку оно не нужно, а проверку ссылок обходит';

describe('SVG that could act', () => {
  const drawn = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs>'
    + '<rect fill="url(#g)" width="10" height="10"/><use href="#g"/></svg>';

  test.each([
    ['<script href="x.js"/>', 'в SVG есть <script>'],
    ['<SCRIPT>alert(1)</SCRIPT>', 'в SVG есть <script>'],
    ['<rect onload="alert(1)"/>', 'в SVG есть атрибут-обработчик события (onload, onclick…)'],
    ['<image href="https://evil.example/x.png"/>', 'в SVG есть ссылка на другой файл или адрес: допустимы только #id внутри файла'],
    ['<use xlink:href="other.svg#a"/>', 'в SVG есть ссылка на другой файл или адрес: допустимы только #id внутри файла'],
    ['<a href="javascript:alert(1)"><text>x</text></a>', 'в SVG есть ссылка javascript:'],
    ['<foreignObject><div/></foreignObject>', 'в SVG есть встроенный документ (foreignObject, iframe, embed или object)'],
    ['<style>@import "https://evil.example/x.css";</style>', 'в SVG есть @import'],
    ['<rect style="fill:url(https://evil.example/x)"/>', 'в SVG есть url(…) на другой файл или адрес: допустим только url(#id)'],
    // Parsed by namespace, whatever the prefix: a script under another prefix is a script.
    ['<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>', 'в SVG есть <script>'],
    ['<h:iframe xmlns:h="http://www.w3.org/1999/xhtml"/>', 'в SVG есть встроенный документ (foreignObject, iframe, embed или object)'],
    ['<set attributeName="fill" to="red"/>', 'в SVG есть элемент <set>: его нет среди элементов рисунка'],
    ['<x:rect xmlns:x="http://evil.example/ns"/>', 'в SVG есть элемент <x:rect>: его нет среди элементов рисунка'],
    ['<rect xmlns:e="http://evil.example/ns" e:fill="red"/>', 'в SVG есть атрибут e:fill: он из чужого пространства имён'],
    ['<rect', 'SVG не читается как XML'],
    // CSS escapes spell url( and @import for CSS while the text shows neither; XML references for the parser.
    ['<style>rect{fill:\\75 rl(https://evil.example/x)}</style>', CSS_ESCAPE],
    ['<style>@\\69mport "https://evil.example/x.css";</style>', CSS_ESCAPE],
    ['<rect style="fill:u\\rl(https://evil.example/x)"/>', CSS_ESCAPE],
    ['<style><![CDATA[rect{fill:u\\000072l(https://evil.example/x)}]]></style>', CSS_ESCAPE],
    ['<rect style="fill:u&#114;l(https://evil.example/x)"/>', 'в SVG есть url(…) на другой файл или адрес: допустим только url(#id)'],
    ['<style>svg{background:image-set("https://evil.example/x.png" 1x)}</style>', 'в SVG есть функция CSS, загружающая другой файл (image-set, image, src)'],
  ])('when a banner holds %s, then it is refused: %s', (inside, reason) => {
    expect(svgFault(drawn)).toBeUndefined();
    writeFileSync(banner('knauf2025-medium.svg'), drawn.replace('</svg>', `${inside}</svg>`));
    expect(problemsOf()).toEqual([`${campaignFile('knauf2025')}: (баннер): ${banner('knauf2025-medium.svg')}: ${reason}`]);
  });

  test('when a banner is not SVG at all, then it is refused', () => {
    writeFileSync(banner('knauf2025-medium.svg'), '<html><body>hello</body></html>');
    const refusal = 'это не SVG: нет элемента <svg>';
    expect(problemsOf()).toEqual([`${campaignFile('knauf2025')}: (баннер): ${banner('knauf2025-medium.svg')}: ${refusal}`]);
  });
});

describe('refusal lines never quote the file', () => {
  test('when a campaign file is not JSON, then its line says where the syntax broke and holds none of its bytes', () => {
    writeFileSync(campaignFile('knauf2025'), `${SECRET}: {}`);
    writeFileSync(campaignFile('rockwool2025'), `{\n  "apiSlug": "x",\n  ${SECRET}\n}`);
    const problems = problemsOf();

    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^${campaignFile('knauf2025')}: не читается как JSON: ошибка, строка 1, столбец \\d+ `)),
      expect.stringMatching(new RegExp(`^${campaignFile('rockwool2025')}: не читается как JSON: ошибка, строка 3, столбец 3 `)),
    ]);
    expect(problems.join('\n')).not.toContain('TOPSECRET');
  });
});
