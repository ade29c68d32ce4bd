// The embedded studio as `npm start` runs it with STUDIO=local (docs/decisions/100-content-studio.md):
// the built server as a process on a copy of the tests' content (`<dir>/seed`), its studio
// folder in `<dir>/studio`, the studio's listener on port 0 (the port it bound read from its announcement). The process tests
// of the studio share this set-up; each says what else its server is given (`env`).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIXTURE_CONTENT_DIR } from './content.js';
import { startServer, stopServersAndRemove, type LogLine, type ServerProcess } from './server-process.js';

export interface LocalStudio {
  /** The test's own folder (remove it after): `seed/` the content copied, `studio/` the studio's. */
  dir: string;
  /** The content the server was started on (CONTENT_DIR), before the studio made its repository of it. */
  seed: string;
  server: ServerProcess & { base: string };
  /** The studio's listener, `http://127.0.0.1:<port>`: the port its announcement names. */
  studioBase: string;
  /** The server's log line announcing the studio. */
  announced: LogLine;
  /** The server's environment: a restart on the same studio folder starts with it. */
  env: Record<string, string>;
}

/**
 * `prefix`: the test's folder's name in the system's temporary folder; `seedFiles`: files added
 * to the copied content (path in the content folder → bytes), as if published before.
 */
export async function startLocalStudio(
  prefix: string, env: Record<string, string> = {}, seedFiles: Record<string, string | Buffer> = {},
): Promise<LocalStudio> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const seed = path.join(dir, 'seed');
  cpSync(FIXTURE_CONTENT_DIR, seed, { recursive: true });
  for (const [file, bytes] of Object.entries(seedFiles)) {
    mkdirSync(path.dirname(path.join(seed, file)), { recursive: true });
    writeFileSync(path.join(seed, file), bytes);
  }
  const serverEnv = {
    CONTENT_DIR: seed, STUDIO: 'local', STUDIO_DIR: path.join(dir, 'studio'), STUDIO_PORT: '0', SHUTDOWN_DELAY_MS: '0',
    ...env,
  };
  return { dir, seed, ...await studioServer(serverEnv) };
}

/** The server on `env`, once it announces its studio, and the studio's listener it names. */
async function studioServer(env: Record<string, string>) {
  const server = await startServer(env);
  const announced = await server.logLine('студия контента:');
  return { server, announced, studioBase: `http://127.0.0.1:${new URL(String(announced.studio)).port}`, env };
}

/**
 * The studio's server stopped (SIGTERM, as a deploy stops it) and started again on the same folder with `env` over its own:
 * another day's PROMO_NOW, say. Its repository and history are kept; its listeners bind new ports.
 */
export async function restartLocalStudio(studio: LocalStudio, env: Record<string, string>): Promise<LocalStudio> {
  studio.server.child.kill('SIGTERM');
  await studio.server.exited;
  return { ...studio, ...await studioServer({ ...studio.env, ...env }) };
}

/** After a test: the servers it started stopped by their PIDs, and the studio's folder, if any, removed. */
export function stopLocalStudio(studio: LocalStudio | undefined): Promise<void> {
  return stopServersAndRemove(studio?.dir);
}

/** How long a test's git waits for the studio's own git to let go of the index before the test fails (a hang guard). */
const INDEX_HELD_GIVE_UP_MS = 60_000;

/**
 * git in the studio's content repository under `dir` (a LocalStudio's), run as a person at a terminal
 * runs it beside the running studio: Decap's backend and the studio's publish take the repository's
 * index lock now and then (the published branch's follower takes no index: it makes worktrees, holding
 * the studio's repository lock), and git refuses a second writer while the lock's file exists. A command
 * refused so runs again once the file is gone; nothing else is retried.
 */
export function studioGit(dir: string): (...args: string[]) => string {
  const repo = path.join(dir, 'studio', 'repo');
  const lock = path.join(repo, '.git', 'index.lock');
  const pause = new Int32Array(new SharedArrayBuffer(4));
  return (...args) => {
    const giveUpAt = Date.now() + INDEX_HELD_GIVE_UP_MS;
    for (;;) {
      try {
        return execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
      } catch (error) {
        const said = String((error as { stderr?: unknown }).stderr ?? '');
        if (!said.includes('index.lock') || Date.now() > giveUpAt) throw error;
        while (existsSync(lock) && Date.now() <= giveUpAt) Atomics.wait(pause, 0, 0, 10);
      }
    }
  };
}
