// Starts Decap's local backend (decap-backend.ts) on the studio's repository, on a Unix socket in a 0700 folder of its
// own, and waits until it listens. The child leads its own process group with every git it runs, so a git that
// overran the lock's deadline is stopped with the group and the child started anew (docs/decisions/330-studio-always-answers.md).
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { Logger } from '#server/observability/log.js';
import { readDecapLine } from './decap-log-line.js';

export type DecapBackend = Awaited<ReturnType<typeof startDecapBackend>>;

/** The child's file beside this module's bundle (dist/server/). */
const CHILD = path.join(import.meta.dirname, 'decap-backend.js');

interface Started {
  socketPath: string;
  proc: ChildProcess;
  exited: Promise<void>;
}

function spawnBackend(repo: string, log: Logger): Promise<Started> {
  const folder = mkdtempSync(path.join(tmpdir(), 'promo-studio-'));
  const socketPath = path.join(folder, 'decap.sock');
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  return new Promise<Started>((resolve, reject) => {
    const proc: ChildProcess = fork(CHILD, [], {
      env: { ...process.env, GIT_REPO_DIRECTORY: repo, DECAP_SOCKET: socketPath, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      // Its own process group: its gits and their hooks are stopped with it. It still ends with the
      // server: it exits when the IPC channel closes (decap-backend.ts).
      detached: true,
    });
    // Line by line (a line longer than a pipe's chunk stays one), each at its own level (decap-log-line.ts).
    const relay = (stream: Readable | null) => stream && createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      if (!line.trim()) return;
      const { level, msg, ...call } = readDecapLine(line);
      log[level]({ studio: 'decap-server', ...call }, msg);
    });
    relay(proc.stdout);
    relay(proc.stderr);
    const exited = new Promise<void>((done) => proc.once('exit', () => done())).finally(removeFolder);
    proc.once('exit', (code) => reject(new Error(`decap-server stopped before it was ready (exit code ${code})`)));
    proc.once('error', reject);
    proc.once('message', (message: { listening?: boolean }) => {
      if (!message.listening) return reject(new Error('decap-server did not listen'));
      resolve({ socketPath, proc, exited });
    });
  });
}

/** Stops the child's whole process group with `signal` (the child alone when the group is gone). */
function killGroup(proc: ChildProcess, signal: NodeJS.Signals): void {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  try {
    process.kill(-proc.pid!, signal);
  } catch {
    proc.kill(signal);
  }
}

export async function startDecapBackend(repo: string, log: Logger) {
  let current = await spawnBackend(repo, log);
  /** Whether the studio stopped or restarts it: any other end of the child is an error. */
  let meant = false;
  const watch = (started: Started) => started.proc.on('exit', (code, signal) => {
    if (meant || started !== current) return;
    log.error({ code, signal }, 'студия: decap-server остановился, правки не сохраняются до перезапуска');
  });
  watch(current);
  return {
    /** The Unix socket the backend answers on now (a restart moves it): the studio's forwarder is its only caller. */
    get socketPath() {
      return current.socketPath;
    },
    /** Kills the child and every git it runs (its process group), then starts it anew. */
    async restart() {
      meant = true;
      killGroup(current.proc, 'SIGKILL');
      await current.exited;
      current = await spawnBackend(repo, log);
      meant = false;
      watch(current);
    },
    async stop() {
      meant = true;
      killGroup(current.proc, 'SIGTERM');
      await current.exited;
    },
  };
}
