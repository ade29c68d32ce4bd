// HEALTH_PORT: /healthz and /readyz answered by the main event loop: they answer as the
// main port does, readiness follows SIGTERM there too, a loop stuck longer than the
// probe's timeout leaves liveness unanswered, a peer's silent sockets cannot take the
// probes' places, and a port that cannot be had stops start-up with one line.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { FIXTURE_CONTENT_DIR } from '../support/content.js';
import { boundBase, get, killServers, spawnServer, startServer, stopServersAndRemove } from '../support/server-process.js';
import { reconnectingSilentSockets } from '../support/silent-sockets.js';

afterEach(({ task }) => {
  killServers();
  if (slowestMs > 0) console.info(`${task.name.slice(0, 60)}…: the slowest answer came in ${Math.round(slowestMs)} ms`);
  slowestMs = 0;
});

/** The kubelet's default probe timeout: where a probe must go unanswered (a stuck loop), it is given up after this. */
const PROBE_TIMEOUT_MS = 1000;

/**
 * Where an answer is the subject, the test waits this long for it and prints how long it took: on a loaded
 * machine a correct process may answer later than the kubelet's timeout (the budget is held on a machine at rest).
 */
const ANSWER_WITHIN_MS = 10_000;

/** The slowest answer each test waited for, printed after it. */
let slowestMs = 0;

/** A probe as the kubelet sends it: a new connection, from `localAddress`, given up after `timeout`. */
function probe(url: string, localAddress = '127.0.0.1', timeout = ANSWER_WITHIN_MS): Promise<number | string> {
  const sent = performance.now();
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, localAddress, timeout }, (res) => {
      res.resume();
      res.on('end', () => (slowestMs = Math.max(slowestMs, performance.now() - sent), resolve(res.statusCode!)));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('HEALTH_PORT', () => {
  test('when the process runs with HEALTH_PORT, then /healthz and /readyz answer there, anything else is 404, and after SIGTERM /readyz says 503 there while /healthz still says ok', async () => {
    const server = await startServer({ HEALTH_PORT: '0', SHUTDOWN_DELAY_MS: '3000' });
    const health = await boundBase(server, 'health probes on');

    const alive = await get(`${health}/healthz`);
    const ready = await get(`${health}/readyz?probe=1`);
    const other = await get(`${health}/promo/knauf2025`);
    expect([alive.status, alive.text, alive.headers['cache-control']]).toEqual([200, '{"status":"ok"}', 'no-store']);
    expect([ready.status, ready.text]).toEqual([200, '{"status":"ready"}']);
    expect(other.status).toBe(404);

    server.child.kill('SIGTERM');
    await server.logLine('shutting down');
    expect((await get(`${health}/readyz`)).status).toBe(503);
    expect((await get(`${health}/healthz`)).status).toBe(200);
    expect((await server.exited).code).toBe(0);
  });

  test('when the process starts with HEALTH_PORT, then liveness answers while the content is prepared, readiness says 503 until then, and its first 200 comes once pages are served', async () => {
    // The embedded studio makes a git repository of the content before the site reads it. The
    // test holds that start-up where it wants it: the process finds a `git` of the test's own
    // first on its PATH, which waits until the file `release` exists and then runs the real git.
    // However fast or busy the machine, the probes below meet a process that is preparing.
    const dir = mkdtempSync(path.join(tmpdir(), 'health-start-'));
    cpSync(FIXTURE_CONTENT_DIR, path.join(dir, 'seed'), { recursive: true });
    const release = path.join(dir, 'release');
    const heldGit = path.join(dir, 'bin');
    mkdirSync(heldGit);
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    const waitsForRelease = `while [ ! -e '${release}' ]; do sleep 0.02; done`;
    writeFileSync(path.join(heldGit, 'git'), `#!/bin/sh\n${waitsForRelease}\nexec '${realGit}' "$@"\n`, { mode: 0o755 });
    try {
      // Every port 0: the ports the process bound are read from its start-up lines.
      const server = spawnServer({
        HOST: '127.0.0.1', PORT: '0', HEALTH_PORT: '0', CONTENT_DIR: path.join(dir, 'seed'),
        STUDIO: 'local', STUDIO_DIR: path.join(dir, 'studio'), STUDIO_PORT: '0',
        PATH: `${heldGit}:${process.env.PATH}`,
      });
      const health = await boundBase(server, 'health probes on');
      const site = () => boundBase(server, 'listening on');
      const probes = () => Promise.all(['healthz', 'readyz'].map((probed) => probe(`${health}/${probed}`)));

      // Preparing (its git held): alive, not ready.
      expect((await probes()).join(' '), 'alive before ready').toBe('200 503');
      writeFileSync(release, '');

      const answers: string[] = [];
      let page: number | string | undefined;
      while (page === undefined) {
        const [alive, ready] = await probes();
        answers.push(`${alive} ${ready}`);
        // Once ready, the page is served (a visitor's request: it waits for the first render).
        if (ready === 200) page = await probe(`${await site()}/promo/knauf2025`);
        else if (server.child.exitCode !== null) throw new Error('the server exited');
        else await new Promise((resolve) => setTimeout(resolve, 10)); // the poll's period, as a kubelet's
      }

      // Alive at every probe while it prepared, then ready, and the page served.
      expect(answers.every((answer) => answer.startsWith('200 ')), answers.join(', ')).toBe(true);
      expect(answers.at(-1)).toBe('200 200');
      expect(page).toBe(200);
    } finally {
      await stopServersAndRemove(dir);
    }
  });

  test('when the main event loop is stuck, then /healthz on HEALTH_PORT goes unanswered within the probe\'s timeout, and answers again once the loop turns', async () => {
    const hook = fileURLToPath(new URL('../support/stuck-loop-hook.mjs', import.meta.url));
    const dir = mkdtempSync(path.join(tmpdir(), 'health-stuck-'));
    const release = path.join(dir, 'release');
    try {
      const server = await startServer({ HEALTH_PORT: '0', STUCK_LOOP_RELEASE: release }, { nodeFlags: ['--import', hook] });
      const liveness = `${await boundBase(server, 'health probes on')}/healthz`;
      expect(await probe(liveness)).toBe(200);

      server.child.kill('SIGUSR2');
      await server.logLine('main loop stuck');
      // Stuck until the test lets it go: the kubelet's timeout passes, however busy the machine.
      expect(await probe(liveness, '127.0.0.1', PROBE_TIMEOUT_MS), 'a stuck loop must not look alive').not.toBe(200);

      writeFileSync(release, '');
      expect(await probe(liveness)).toBe(200);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('when 40 peers keep 8 silent sockets each on HEALTH_PORT (more than its places), reopening each as soon as it is dropped, then'
    + ' each peer holds 4 and every liveness probe from another address is answered', async () => {
    const health = await boundBase(await startServer({ HEALTH_PORT: '0' }), 'health probes on');
    const peers = Array.from({ length: 40 }, (_, i) => `127.2.${i}.1`);
    const flood = await reconnectingSilentSockets(Number(new URL(health).port), peers, 8);
    try {
      const answers = [];
      for (let i = 0; i < 24; i++) answers.push(await probe(`${health}/healthz`));
      console.info(`320 reconnecting silent sockets from 40 peers: ${answers.filter((a) => a === 200).length} of 24 probes answered`);
      expect(answers).toEqual(Array(24).fill(200));
    } finally {
      flood.stop();
    }
  });

  test('when HEALTH_PORT is taken, then start-up stops with exit 1 and one line naming the address', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const server = spawnServer({ HOST: '127.0.0.1', PORT: '0', HEALTH_PORT: String(port) });
      const { code } = await server.exited;
      const fatal = server.logs.filter((l) => l.level >= 60);

      expect(code).toBe(1);
      expect(fatal).toHaveLength(1);
      expect(fatal[0]!.msg).toContain(`cannot serve health on 127.0.0.1:${port}`);
      expect(fatal[0]!.msg).toContain('EADDRINUSE');
    } finally {
      holder.close();
    }
  });
});
