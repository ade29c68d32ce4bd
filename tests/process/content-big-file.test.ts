// A 100 MB file landing in the content folder (docs/operations.md «Папка контента»: untrusted input) is refused by its
// size before a byte of it is read, by every read of the folder a reload makes: the loader's, and the experiments' reads
// of a page's file (a landing's file that Б is compared with, the file a kept Б's digest is checked against). The
// measure is what the server process read while the file landed (/proc/<pid>/io's rchar), not a time: a read of the
// file shows as its 100 MB whatever the machine's load. Each test prints how long /healthz took at most meanwhile and the
// event loop's longest delay (nodejs_eventloop_lag_max_seconds, perf_hooks' monitor, reset at each scrape): the figures
// a machine's load moves, for the reader, never a deadline. The day is RUNNING_DAY (15 October 2025).
import { closeSync, openSync, readFileSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fileDigest } from '#server/content/experiments.js';
import { copyFixtureContent } from '../support/content.js';
import { boundBase, get, startServer, stopServersAndRemove, type ServerProcess } from '../support/server-process.js';

const MB = 1024 * 1024;
const BIG_MB = 100;
let dir: string;
let server: ServerProcess & { base: string; health: string };

/** What the server process has read so far, in bytes (files and sockets alike). */
const bytesRead = () => Number(/^rchar: (\d+)$/m.exec(readFileSync(`/proc/${server.child.pid!}/io`, 'utf8'))![1]);
/** The event loop's longest delay since the last scrape, in ms. */
const loopDelayMax = async () =>
  1000 * Number(/^nodejs_eventloop_lag_max_seconds (\S+)$/m.exec((await get(`${server.base}/metrics`)).text)![1]);

/**
 * A 100 MB JSON text (one long string) written beside the folder, then put at `relative` in one step, as git does: the
 * reload reads it whole or not at all. Resolves with the reload's refusal of it, what the server read meanwhile, the
 * longest /healthz answer and the loop's longest delay.
 */
async function landBigFile(relative: string) {
  const file = path.join(dir, relative);
  const aside = `${dir}.big`;
  const fd = openSync(aside, 'w');
  writeSync(fd, '{"title":"');
  const chunk = Buffer.alloc(MB, 'a');
  for (let written = 0; written < BIG_MB; written += 1) writeSync(fd, chunk);
  writeSync(fd, '"}');
  closeSync(fd);
  const refusal = `${file}: файл больше 256 КБ`;
  const refusals = server.logs.filter((line) => line.msg.includes(refusal)).length;
  const refused = server.logLine(refusal, refusals + 1);
  await loopDelayMax();
  const before = bytesRead();
  renameSync(aside, file);
  let healthMaxMs = 0;
  let done = false;
  void refused.finally(() => (done = true));
  while (!done) {
    const asked = performance.now();
    expect((await get(`${server.health}/healthz`)).status).toBe(200);
    healthMaxMs = Math.max(healthMaxMs, performance.now() - asked);
  }
  const readMb = (bytesRead() - before) / MB;
  const loopMs = await loopDelayMax();
  console.info(`${BIG_MB} MB at ${relative}: the server read ${readMb.toFixed(1)} MB; /healthz at most ${healthMaxMs.toFixed(0)} ms, `
    + `the event loop's longest delay ${loopMs.toFixed(0)} ms`);
  return { line: await refused, readMb };
}

beforeAll(async () => {
  dir = copyFixtureContent('promo-big-file-');
  // An experiment on a landing, version Б its hero's heading (as tests/server/landing-experiments.test.ts's).
  const landing = JSON.parse(readFileSync(path.join(dir, 'landings', 'osen-remont.json'), 'utf8')) as { blocks: object[] };
  const blocks = landing.blocks.map((block, index) => (index === 0 ? { ...block, heading: 'Двойные баллы за ремонт' } : block));
  writeFileSync(path.join(dir, 'experiments', 'osen-heading.json'), JSON.stringify({
    page: 'osen-remont', name: 'Заголовок о баллах', key: 'osenHeading1', goal: 'check-bonus',
    starts: '2025-10-20', ends: '2025-10-25', variant: { blocks },
  }));
  // knauf2025's experiment decided: Б kept over its page's file as it is.
  const kept = path.join(dir, 'experiments', 'knauf2025-headline.json');
  writeFileSync(kept, JSON.stringify({
    ...JSON.parse(readFileSync(kept, 'utf8')) as object,
    decision: 'b', keptOver: fileDigest(readFileSync(path.join(dir, 'campaigns', 'knauf2025.json'))),
  }));
  const started = await startServer({ CONTENT_DIR: dir, HEALTH_PORT: '0' });
  server = { ...started, health: await boundBase(started, 'health probes on') };
});
afterAll(() => stopServersAndRemove(dir, `${dir}.big`));

describe('a 100 MB file landing in the content folder', () => {
  test('when it is the file of a landing an experiment runs on, then it is refused by its size and none of it is read, the experiment not held back for it', async () => {
    const { line, readMb } = await landBigFile('landings/osen-remont.json');

    expect(line.msg).toContain(`(в нём ${BIG_MB} МБ)`);
    expect(readMb).toBeLessThan(BIG_MB / 10);
    expect(server.logs.filter((each) => each.msg.includes('experiments/osen-heading.json'))).toEqual([]);
  });

  test('when it is the file of a campaign whose experiment kept Б, then it is refused by its size and none of it is read', async () => {
    const { line, readMb } = await landBigFile('campaigns/knauf2025.json');

    expect(line.msg).toContain(`(в нём ${BIG_MB} МБ)`);
    expect(readMb).toBeLessThan(BIG_MB / 10);
  });
});
