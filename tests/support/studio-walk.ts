// The frame of the studio's walks with experiments (tests/walks/): one Chromium and one redis-server for the file, the
// designer's pictures the walk uploads made in a folder of its own, and the walk's studio and operator, which the walk
// sets: a failed step prints what the operator's page met and the server's warnings; after the file everything is
// stopped by its PID and removed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { stopLocalStudio, type LocalStudio } from './local-studio.js';
import { startRedis, type RedisProcess } from './redis-server.js';
import { failureJournal, type StudioPage } from './studio-operator.js';

export interface StudioWalk {
  browser: Browser;
  redis: RedisProcess;
  studio?: LocalStudio;
  operator?: StudioPage;
  /** A picture the walk uploads, by its file name. */
  picture(name: string): string;
}

/** `prefix`: the pictures' folder's name; `pictures`: each one's file name and colour (a designer's JPEG of 1600 × 900). */
export function studioWalk(prefix: string, pictures: Record<string, string>): StudioWalk {
  let art = '';
  const walk = { picture: (name: string) => path.join(art, name) } as StudioWalk;
  beforeAll(async () => {
    art = mkdtempSync(path.join(tmpdir(), prefix));
    for (const [name, background] of Object.entries(pictures)) {
      await sharp({ create: { width: 1600, height: 900, channels: 3, background } }).jpeg().toFile(walk.picture(name));
    }
    walk.browser = await launchBrowser();
    walk.redis = await startRedis();
  }, 90_000);
  afterEach(({ task }) => {
    if (task.result?.state === 'fail' && walk.studio && walk.operator) console.info(failureJournal(walk.operator, walk.studio.server.logs));
  });
  afterAll(async () => {
    await walk.operator?.context.close();
    await walk.browser?.close();
    await stopLocalStudio(walk.studio);
    await walk.redis?.stop();
    rmSync(art, { recursive: true, force: true });
  });
  return walk;
}
