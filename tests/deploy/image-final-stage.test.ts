// The Dockerfile replayed without Docker: the build stage on the context .dockerignore
// leaves, then the final stage on a clean directory holding only what it copies and the
// packages its `npm ci --omit=dev` installs (the lockfile's production ones, taken from the
// project's install: tests/deploy/support/replay-image.ts). Its CMD must then serve pages as an unprivileged user, and its
// HEALTHCHECK must pass: no runtime import may come from a devDependency, nothing may
// be missing from dist/, and nothing may need to be written next to the app.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, test } from 'vitest';
import { freePort } from '../support/free-port.js';
import { execForm } from './support/dockerfile.js';
import { assembleFinalStage, buildContext, readStages, ROOT, runBuildStage, type Image } from './support/replay-image.js';

const run = promisify(execFile);
// The image's user is `node` (uid 1000 in node's images); here any unprivileged uid shows
// that the app needs no write access and no root (run by root, as in CI, it switches to nobody).
const UNPRIVILEGED = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
const work = mkdtempSync(path.join(tmpdir(), 'promo-image-'));
let server: ChildProcess | undefined;

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
});

async function buildImage(): Promise<Image> {
  chmodSync(work, 0o755);
  const stages = readStages(path.join(ROOT, 'Dockerfile'));
  const context = await buildContext(path.join(work, 'context'));
  await runBuildStage(stages[0]!, context);
  mkdirSync(path.join(work, 'image'));
  return assembleFinalStage(stages, context, path.join(work, 'image'));
}

async function healthcheckPasses(image: Image, env: Record<string, string>): Promise<boolean> {
  const [command, ...args] = execForm(image.healthcheck!);
  return run(command!, args, { cwd: image.dir, env, timeout: 3000 }).then(() => true, () => false);
}

async function untilHealthy(image: Image, env: Record<string, string>): Promise<void> {
  while (!(await healthcheckPasses(image, env))) {
    if (server?.exitCode !== null) throw new Error(`the server exited with ${server?.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Once alive, until the process says it serves pages: the probes' port answers liveness while the
 * content is prepared, before the public port listens (server/lifecycle/health-port.ts), so a load
 * balancer sends the first visitor only after readiness, and so does this test.
 */
async function untilReady(healthPort: number): Promise<void> {
  const ready = () => fetch(`http://127.0.0.1:${healthPort}/readyz`).then((res) => res.status === 200, () => false);
  while (!(await ready())) {
    if (server?.exitCode !== null) throw new Error(`the server exited with ${server?.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('Dockerfile', () => {
  test('when its final stage is replayed on a clean directory, then its CMD serves a page and its assets as an unprivileged user, its HEALTHCHECK passes on HEALTH_PORT and /metrics is only on METRICS_PORT', async () => {
    const image = await buildImage();
    expect(image.user).toBe('node');
    expect(image.env.NODE_ENV).toBe('production');
    expect(image.env.MALLOC_ARENA_MAX, 'glibc arenas bounded for the image transforms').toBe('2');
    expect(image.exposed).toEqual(['3000']);
    expect(image.env.METRICS_PORT, 'metrics on a port of their own').toMatch(/^\d+$/);
    expect(image.env.METRICS_PORT).not.toBe('3000');

    const port = await freePort();
    // A free port for the metrics listener too: the image's own may be taken on a shared machine.
    const metricsPort = await freePort();
    const healthPort = await freePort();
    expect(image.env.HEALTH_PORT, 'probes on a port of their own').toMatch(/^\d+$/);
    expect(image.healthcheck, 'the HEALTHCHECK asks the probes\' port, not the public one').toContain('process.env.HEALTH_PORT');
    const env = {
      PATH: process.env.PATH!, ...image.env, PORT: String(port), METRICS_PORT: String(metricsPort), HEALTH_PORT: String(healthPort),
      HOST: '127.0.0.1', LOG_LEVEL: 'warn',
      // Stopped after the test without the 5 s of readiness 503 a Pod's stop waits for its endpoints' removal.
      SHUTDOWN_DELAY_MS: '0',
    };
    const [command, ...args] = execForm(image.cmd!);
    server = spawn(command!, args, { cwd: image.dir, env, stdio: 'inherit', ...UNPRIVILEGED });
    await untilHealthy(image, env);
    await untilReady(healthPort);

    const page = await fetch(`http://127.0.0.1:${port}/promo/knauf2025`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Knauf');
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) expect((await fetch(new URL(src, page.url))).status, src).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(200);
  }, 300_000);
});
