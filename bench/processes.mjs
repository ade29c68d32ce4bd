// The processes of bench/bench.mjs and bench/soak.mjs: the load generator (this process) on core 0 and the servers on
// core 1, so neither takes the other's time; every process started is kept in `started`, to be stopped by its PID.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { startProcess } from '../scripts/cluster/child-process.mjs';

export const PINNED = availableParallelism() >= 2 && spawnSync('taskset', ['-pc', '0', String(process.pid)]).status === 0;
/** Every process started, in the order it started. */
export const started = [];

/** What /proc/<pid>/status says of a process's memory, in MB: `VmHWM` its peak RSS, `VmRSS` its RSS now. */
export const memoryMb = (pid, field) => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(`${field}:\\s+(\\d+)`)[1]) / 1024;

/** The command and arguments that run node with `argv`, on `core` when the processes are pinned. */
export const onCore = (core, argv) => (PINNED ? ['taskset', ['-c', String(core), process.execPath, ...argv]] : [process.execPath, argv]);

/** Starts a built script (on core 1 when `pinned`): ready at its first line matching `readyLine` or once `readyUrl` answers 200. */
export async function start(script, env, { readyUrl, readyLine = readyUrl ? undefined : /^ready$/, pinned = true, cwd } = {}) {
  const [command, args] = pinned ? onCore(1, [script]) : [process.execPath, [script]];
  let announced = '';
  const onLine = (_name, line) => (readyLine?.test(line) ? (announced ||= line) : console.error(line));
  const isReady = readyUrl && (async () => (await fetch(readyUrl)).ok);
  const child = await startProcess({
    name: script, command, args, cwd, env: { ...process.env, NODE_ENV: 'production', ...env }, readyLine, isReady, onLine,
  });
  started.push(child);
  return { pid: child.pid, announced, child };
}
