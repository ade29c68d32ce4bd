// A kind's own content file is declared once, in its descriptor (PageKindDescriptor.content.own,
// listed by pages/content-files.ts), and everything else derives from it: for every kind
// that declares one, the tests' content holds it, the loader reads it, its JSON Schema is
// listed, a change of it drops that kind's pages from the render cache (and the hub's), and
// the sitemap dates them by it. A kind added with a file of its own is covered here without
// a new test.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { CONTENT_SCHEMAS, KIND_CONTENT_FILES } from '#pages/content-files.js';
import { changedPageIds } from '#server/content/content-changes.js';
import { contentChangeTimes } from '#server/discovery/content-change-times.js';
import { CONTENT, FIXTURE_CONTENT_DIR, PAGES } from '../support/content.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';

test('when the kinds are read, then at least one declares a content file of its own', () => {
  expect(KIND_CONTENT_FILES.map(({ kind }) => kind)).toContain('lovecategory');
});

describe.each(KIND_CONTENT_FILES.map((declared) => [declared.kind, declared] as const))('the %s kind\'s own file', (kind, declared) => {
  // The site's own texts (the footer every page shows) are every page's; a kind's file is also the pages' that show it.
  const shows = (page: (typeof PAGES)[number]) => page.descriptor.content?.shows?.some((file) => file.kind === kind);
  const pagesOfKind = PAGES.filter((page) => declared.everyPage || page.kind === kind || shows(page)).map((page) => page.id);

  test('when the tests\' content is loaded, then the file is there and its value is the kind\'s, without its $schema link', () => {
    expect(existsSync(path.join(FIXTURE_CONTENT_DIR, declared.file))).toBe(true);
    expect(CONTENT.kindFiles[kind]).toBeDefined();
    expect(CONTENT.kindFiles[kind]).not.toHaveProperty('$schema');
    expect(pagesOfKind.length).toBeGreaterThan(0);
  });

  test('when no content is read yet, then its empty value is its schema\'s shape with every text and list empty', () => {
    // Derived from the schema (shared/content/empty-value.ts): nothing is missing, nothing extra,
    // every value of the right type; only the emptiness itself fails the schema (a text too
    // short, or without the placeholder it must hold).
    const result = declared.schema.safeParse(declared.empty);
    expect(result.success).toBe(false);
    expect(result.error?.issues.filter((issue) => issue.code !== 'too_small' && issue.code !== 'invalid_format')).toEqual([]);
  });

  test('when its JSON Schemas are listed, then its own is written beside it', () => {
    expect(CONTENT_SCHEMAS.find((schema) => schema.place === declared.file)?.schemaFile)
      .toBe(`content/${declared.file.replace(/\.json$/, '.schema.json')}`);
  });

  test('when its value changes, then its pages and the pages that list the others change, and no campaign', () => {
    const changed = { ...CONTENT, kindFiles: { ...CONTENT.kindFiles, [kind]: { ...(CONTENT.kindFiles[kind] as object), x: 1 } } };
    const ids = changedPageIds(PAGE_REGISTRY, { content: CONTENT }, { content: changed });
    const listing = PAGES.filter((page) => page.descriptor.content?.listsPages).map((page) => page.id);
    expect([...ids].sort()).toEqual([...new Set([...pagesOfKind, ...listing])].sort());
    expect(changedPageIds(PAGE_REGISTRY, { content: CONTENT }, { content: { ...CONTENT } }).size).toBe(0);
  });

  test('when the sitemap dates the pages, then the kind\'s pages carry its file\'s time', () => {
    const everyPage = KIND_CONTENT_FILES.filter((file) => file.everyPage).map((file) => file.file);
    const times = contentChangeTimes(FIXTURE_CONTENT_DIR, PAGES, everyPage);
    for (const id of pagesOfKind) expect(times.get(id)).toBeGreaterThan(0);
  });
});
