// The demo upstream is a development tool beside the server, not part of it: the built
// server holds none of its code and loads its own file only when UPSTREAM_URL is unset.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { DEMO_CREDENTIALS } from '../support/demo-upstream.js';
import { DIST_DIR } from '../support/start-app.js';
import { get, killServers, startServer } from '../support/server-process.js';

afterEach(killServers);

// Its credentials, the host it parses request targets against and its router (ASCII:
// esbuild writes other characters as escapes).
const DEMO_MARKS = [DEMO_CREDENTIALS.user, DEMO_CREDENTIALS.password, 'demo-upstream.invalid', 'createDemoRoutes'];
const built = (file: string) => readFileSync(path.join(DIST_DIR, file), 'utf8');

describe('the built server', () => {
  test('when the server is bundled, then none of the demo upstream is in it, and the demo has a file of its own', () => {
    const server = built('server/index.js');
    const demo = built('demo-upstream/server.js');

    for (const mark of DEMO_MARKS) {
      expect(server, mark).not.toContain(mark);
      expect(demo, mark).toContain(mark);
    }
  });
});

describe('node dist/server/index.js without UPSTREAM_URL', () => {
  test('when started, then it says so and serves pages from the demo upstream', async () => {
    const server = await startServer({ SHUTDOWN_DELAY_MS: '0' });

    const page = await get(`${server.base}/promo/knauf2025`);

    expect(server.logs.some((l) => l.msg.includes('UPSTREAM_URL is not set: serving the embedded demo upstream'))).toBe(true);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Knauf Ротбанд');
  });
});
