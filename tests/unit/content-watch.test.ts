// The content watch on an untrusted folder (server/content/content-watch.ts): a symlink is
// looked at as itself, never followed (a link to / once made every look walk the whole
// filesystem), the look is bounded, and a look slower than its period says so in the log.
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { contentFingerprint, watchContent } from '#server/content/content-watch.js';
import { createLogger } from '#server/observability/log.js';
import { copyFixtureContent } from '../support/content.js';

let dir: string;
beforeEach(() => {
  dir = copyFixtureContent('content-watch-');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('contentFingerprint', () => {
  test('when the folder holds a symlink to /, then the look names the link itself and goes no further', async () => {
    symlinkSync('/', path.join(dir, 'banners', 'rootfs'));
    const lines = (await contentFingerprint(dir)).split('\n');

    expect(lines).toContainEqual(expect.stringMatching(/^banners\/rootfs:link:/));
    expect(lines.filter((line) => line.startsWith('banners/rootfs/'))).toEqual([]);
  });

  test('when a symlink is retargeted, then the look sees a change', async () => {
    symlinkSync('/etc', path.join(dir, 'banners', 'moving'));
    const before = await contentFingerprint(dir);
    rmSync(path.join(dir, 'banners', 'moving'));
    symlinkSync('/usr/share', path.join(dir, 'banners', 'moving'));
    expect(await contentFingerprint(dir)).not.toBe(before);
  });

  test('when folders nest ten deep, then the look stops at its depth bound', async () => {
    let deep = path.join(dir, 'media');
    for (let level = 0; level < 10; level++) deep = path.join(deep, `level${level}`);
    mkdirSync(deep, { recursive: true });
    writeFileSync(path.join(deep, 'bottom.txt'), 'x');
    const lines = (await contentFingerprint(dir)).split('\n');

    expect(lines.some((line) => line.includes('bottom.txt'))).toBe(false);
    expect(lines).toContainEqual(expect.stringMatching(/^media\/level0\/level1\/level2\/level3:other:/));
  });
});

describe('watchContent', () => {
  test('when a look takes longer than its period, then a log line says how long it took', async () => {
    mkdirSync(path.join(dir, 'many'));
    for (let i = 0; i < 300; i++) writeFileSync(path.join(dir, 'many', `f${i}`), '');
    const lines: string[] = [];
    let heard: () => void;
    const slowLook = new Promise<void>((resolve) => (heard = resolve));
    const log = createLogger('info', new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        if (chunk.toString().includes('content look took')) heard();
        done();
      },
    }));
    const seen = await contentFingerprint(dir);
    const watch = watchContent({
      contentDir: dir, log, seen, pollMs: 1, reload: () => Promise.reject(new Error('not asked')), onStandingFailure: () => {},
    });
    try {
      await slowLook;
    } finally {
      watch.stop();
    }
    const line = JSON.parse(lines.find((l) => l.includes('content look took'))!) as { msg: string; ms: number; level: number };
    expect(line.msg).toMatch(/^content look took \d+ ms, longer than its period of 1 ms$/);
    expect(line.ms).toBeGreaterThan(1);
    expect(line.level).toBe(40);
  });
});
