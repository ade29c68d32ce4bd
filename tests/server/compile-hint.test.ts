// The page scripts ask V8 to compile all of their functions while they stream in, off
// the main thread (the `allFunctionsCalledOnLoad` compile hint, Chrome 136+). Without
// it React DOM's module body, one ~200 KB function, is compiled on the main thread when
// first called: one long task before any island can hydrate, the largest part of the
// mobile Lighthouse blocking time. The hint must be the file's first line to count.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import { readManifest } from '#server/render/assets.js';
import { DIST_DIR } from '../support/start-app.js';

const manifest = readManifest(path.join(DIST_DIR, 'client/manifest.json'));
const firstLine = (file: string) => readFileSync(path.join(DIST_DIR, 'client', file), 'utf8').split('\n', 1)[0];

describe('the client build', () => {
  test.each(PAGE_REGISTRY.kinds.map((descriptor) => descriptor.kind))(
    'when the %s page is built, then its entry, its islands chunk and every chunk they load begin with the compile hint', (kind) => {
      const page = manifest.pages[kind]!;
      for (const file of [page.file, ...page.imports, ...page.islands, ...page.lazy]) {
        expect(firstLine(file), file).toBe('//# allFunctionsCalledOnLoad');
      }
    });
});
