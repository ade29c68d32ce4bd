// Starts Decap's local backend (decap-backend.ts, built as dist/server/decap-backend.js) on
// the studio's content repository, on a Unix socket in a folder of its own that only this
// user can enter (mkdtemp makes it 0700), and waits until it listens.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from '#server/observability/log.js';

export interface DecapBackend {
  /** The Unix socket the backend answers on: the studio's forwarder is its only caller. */
  socketPath: string;
  /** The child's process id (the tests read its open sockets). */
  pid: number;
  stop(): Promise<void>;
}

/** The child's file beside this module's bundle (dist/server/). */
const CHILD = path.join(import.meta.dirname, 'decap-backend.js');

export function startDecapBackend(repo: string, log: Logger, child: string = CHILD): Promise<DecapBackend> {
  const folder = mkdtempSync(path.join(tmpdir(), 'promo-studio-'));
  const socketPath = path.join(folder, 'decap.sock');
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  return new Promise<DecapBackend>((resolve, reject) => {
    const proc: ChildProcess = fork(child, [], {
      env: { ...process.env, GIT_REPO_DIRECTORY: repo, DECAP_SOCKET: socketPath, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const relay = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) log.warn({ studio: 'decap-server' }, line.trim());
    };
    proc.stdout?.on('data', relay);
    proc.stderr?.on('data', relay);
    const exited = new Promise<void>((done) => proc.once('exit', () => done())).finally(removeFolder);
    proc.once('exit', (code) => reject(new Error(`decap-server stopped before it was ready (exit code ${code})`)));
    proc.once('error', reject);
    proc.once('message', (message: { listening?: boolean }) => {
      if (!message.listening) return reject(new Error('decap-server did not listen'));
      proc.on('exit', (code, signal) => {
        if (signal !== 'SIGTERM') log.error({ code, signal }, 'студия: decap-server остановился, правки не сохраняются до перезапуска');
      });
      resolve({
        socketPath,
        pid: proc.pid!,
        stop: async () => {
          if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
