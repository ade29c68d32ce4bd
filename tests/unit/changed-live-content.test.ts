// The suite runs after marketing changed the live content (vitest.config.ts,
// docs/decisions/162-suite-on-changed-live-content.md): CONTENT_DIR names a copy of the
// tests' content with marketing's change, and the project's content/ cannot be read.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadContent } from '#server/content/load-content.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import { FIXTURE_CONTENT_DIR } from '../support/content.js';
import { HIDDEN, NEW_CAMPAIGN } from '../support/marketing-change.js';
import { LIVE_CONTENT, liveContentPath } from '../support/live-content-tripwire.js';

describe('the live content the suite runs on', () => {
  test('when CONTENT_DIR is read, then it names a changed copy of the tests\' content: a new brand\'s campaign, another made a draft', () => {
    const dir = process.env.CONTENT_DIR!;
    expect(path.isAbsolute(dir) && dir !== FIXTURE_CONTENT_DIR).toBe(true);
    const live = loadContent({ contentDir: dir, pages: PAGE_REGISTRY });
    expect(live.campaigns.map((campaign) => campaign.id)).toContain(NEW_CAMPAIGN.id);
    expect(live.campaigns.find((campaign) => campaign.id === HIDDEN.id)?.status).toBe('draft');
  });

  // The refusals come before any reading, so the names below need not exist: no live file
  // is read, and no edit of content/ changes these tests.
  test('when a test reads the project\'s content/, sync or async, by relative or absolute path, then it fails with the file named', async () => {
    expect(() => readFileSync('content/any.json')).toThrow('a test read the live content (content/any.json)');
    expect(() => readdirSync(path.join(LIVE_CONTENT, 'campaigns'))).toThrow('live content (content/campaigns)');
    await expect(readFile(path.join(LIVE_CONTENT, 'any.json'))).rejects.toThrow('live content (content/any.json)');
    expect(() => loadContent({ contentDir: LIVE_CONTENT, pages: PAGE_REGISTRY })).toThrow('live content (content/');
  });

  test('when a test names a JSON Schema kept in content/ (code output), or asks whether a file is there, then it may', () => {
    expect(liveContentPath(path.join(LIVE_CONTENT, 'hub.schema.json'))).toBeUndefined();
    expect(liveContentPath(path.join(LIVE_CONTENT, 'hub.json'))).toBe(path.join(LIVE_CONTENT, 'hub.json'));
    expect(existsSync(path.join(LIVE_CONTENT, 'any.json'))).toBe(false);
  });
});
