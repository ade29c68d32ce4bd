// The built server as a process: without METRICS_PORT, /metrics on the public port is read
// only from loopback or a TRUST_PROXY peer (server/routes/metrics-route.ts); a missing or
// broken dist/client/manifest.json stops start-up with one line, no stack trace
// (server/render/assets.ts, server/main.ts).
import { cpSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { get, killServers, spawnServer, startServer } from '../support/server-process.js';
import { DIST_DIR } from '../support/start-app.js';
import { ROOT } from '../support/project-root.js';

afterEach(killServers);

/** This machine's own address on a network interface: a peer that is not loopback when it connects to itself. */
const outsideAddress = Object.values(networkInterfaces()).flat().find((i) => i && !i.internal && i.family === 'IPv4')?.address;

describe.skipIf(outsideAddress === undefined)(`/metrics on the public port (no METRICS_PORT), asked from ${outsideAddress ?? 'no interface'}`, () => {
  const port = (base: string) => new URL(base).port;

  test('when a peer that is neither loopback nor trusted asks it, then it is 404, while loopback reads it', async () => {
    const server = await startServer({ HOST: '0.0.0.0', SHUTDOWN_DELAY_MS: '0' });

    const outside = await get(`http://${outsideAddress!}:${port(server.base)}/metrics`);
    const inside = await get(`http://127.0.0.1:${port(server.base)}/metrics`);

    expect(outside.status).toBe(404);
    expect(outside.text).not.toContain('process_resident_memory_bytes');
    expect(inside.status).toBe(200);
    expect(inside.text).toContain('process_resident_memory_bytes');
  });

  test('when that peer is the TRUST_PROXY, then it reads it', async () => {
    const server = await startServer({ HOST: '0.0.0.0', TRUST_PROXY: outsideAddress!, SHUTDOWN_DELAY_MS: '0' });

    const outside = await get(`http://${outsideAddress!}:${port(server.base)}/metrics`);

    expect(outside.status).toBe(200);
    expect(outside.text).toContain('process_resident_memory_bytes');
  });
});

describe('a build without a usable dist/client/manifest.json', () => {
  // Inside the project, so the copy's server finds node_modules as dist/ does.
  const copies = path.join(ROOT, 'node_modules/.cache');
  let copy: string;
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  const startBroken = (breakIt: (manifest: string) => void) => {
    copy = mkdtempSync(path.join(copies, 'manifest-'));
    cpSync(DIST_DIR, path.join(copy, 'dist'), { recursive: true });
    breakIt(path.join(copy, 'dist/client/manifest.json'));
    return spawnServer({ HOST: '127.0.0.1', PORT: '0' }, { entry: path.join(copy, 'dist/server/index.js') }).exited;
  };

  test.each([
    ['missing', (manifest: string) => unlinkSync(manifest), /asset manifest .*manifest\.json cannot be read \(ENOENT\): run npm run build/],
    [
      'not JSON',
      (manifest: string) => writeFileSync(manifest, '{"boot": '),
      /asset manifest .*manifest\.json is not JSON: run npm run build/,
    ],
    [
      'of another shape',
      (manifest: string) => writeFileSync(manifest, '{"pages": []}'),
      /asset manifest .*manifest\.json is not the build's \(boot\): run npm run build/,
    ],
  ])('when it is %s, then the process exits 1 with one line naming it, and no stack trace', async (_, breakIt, line) => {
    const exit = await startBroken(breakIt);

    expect(exit.code).toBe(1);
    const lines = exit.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
    expect(exit.stderr).not.toMatch(/\n\s+at /);
    rmSync(copy, { recursive: true, force: true });
  });
});
