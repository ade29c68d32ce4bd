// One writer at a time in the embedded studio's content repository (docs/decisions/117-studio-history.md): Decap's
// local backend locks inside its child process, which the studio's restores cannot take, so the listener holds
// this lock around each forwarded call, each restore and each site checkout
// (docs/decisions/330-studio-always-answers.md). The studio always answers
// (docs/decisions/330-studio-always-answers.md): a waiter who leaves gives its place up (p-queue drops an aborted
// task), and a holder's signal aborts at its deadline, stopping its git (content-repo.ts); once it settled (within
// OVERRUN_GRACE_MS) the overrun's recoveries run (start-studio.ts) before the next holder.
import { AsyncLocalStorage } from 'node:async_hooks';
import PQueue from 'p-queue';
import type { Logger } from '../observability/log.js';

export interface LockTurn {
  /** The operator it is done for, whose name signs its commits (studio-authors.ts). */
  who?: string;
  /** Aborts when the caller leaves: while the turn waits, it is dropped and `run` rejects with the signal's reason. */
  left?: AbortSignal;
}

export interface RepoLock {
  /**
   * Runs `work` once every earlier holder is done; the next waits for it, whatever it ends with.
   * `work` gets the turn's deadline: a signal that aborts (with a DeadlineOverrun) when the turn
   * holds the lock longer than the lock allows.
   */
  run<T>(work: (deadline: AbortSignal) => Promise<T>, turn?: LockTurn): Promise<T>;
  /** Adds a step to run after a holder overran its deadline, before the next holder (in the order added). */
  onOverrun(recover: () => Promise<void>): void;
}

/** The reason a holder's deadline signal aborts with. */
export class DeadlineOverrun extends Error {
  constructor(readonly ms: number) {
    super(`the repository lock was held longer than ${ms} ms`);
    this.name = 'DeadlineOverrun';
  }
}

/** What the operator whose turn overran is told (an error of that turn: its git stopped); undefined for any other error. */
export function overrunMessage(error: unknown): string | undefined {
  const overrun = [error, (error as { cause?: unknown } | undefined)?.cause].find((reason) => reason instanceof DeadlineOverrun);
  if (!overrun) return undefined;
  return `Хранилище студии не ответило за ${Math.round(overrun.ms / 1000)} с: действие остановлено, ничего не сохранено. `
    + 'Повторите его; если снова не выйдет, сохраните текст правки у себя и перезапустите сервер (npm start)';
}

/** A turn's failure as `answer` tells its operator when the turn overran (overrunMessage); any other failure is thrown on. */
export const overrunAnswer = <T>(answer: (told: string) => T) => (error: unknown): T => {
  const told = overrunMessage(error);
  if (told === undefined) throw error;
  return answer(told);
};

/** How long an overrunning holder gets to settle after its signal aborts before the recoveries run anyway. */
const OVERRUN_GRACE_MS = 2_000;

/** The deadline signal of the lock's holder whose work is running here (undefined outside the lock). */
const holder = new AsyncLocalStorage<AbortSignal>();
export const holderDeadline = (): AbortSignal | undefined => holder.getStore();

const settledOrAfter = (work: Promise<void>, ms: number) => new Promise<void>((done) => {
  const timer = setTimeout(done, ms);
  void work.finally(() => {
    clearTimeout(timer);
    done();
  });
});

/** `deadlineMs`: how long one holder may keep the lock; `log` hears of every overrun. */
export function createRepoLock({ deadlineMs, log }: { deadlineMs: number; log?: Logger }): RepoLock {
  const queue = new PQueue({ concurrency: 1 });
  const recoveries: Array<() => Promise<void>> = [];

  async function hold<T>(work: (deadline: AbortSignal) => Promise<T>, who: string | undefined): Promise<T> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new DeadlineOverrun(deadlineMs)), deadlineMs);
    let outcome: { value: T } | { error: unknown } | undefined;
    const running = holder.run(deadline.signal, () => work(deadline.signal))
      .then((value) => void (outcome = { value }), (error: unknown) => void (outcome = { error }));
    await Promise.race([running, new Promise((overran) => deadline.signal.addEventListener('abort', overran, { once: true }))]);
    clearTimeout(timer);
    if (deadline.signal.aborted) {
      log?.error({ who, deadlineMs }, 'студия: операция с репозиторием контента не уложилась в срок и остановлена');
      await settledOrAfter(running, OVERRUN_GRACE_MS);
      for (const recover of recoveries) {
        await recover().catch((error: Error) => log?.error({ err: error.message }, 'студия: не удалось привести репозиторий в порядок'));
      }
    }
    // A work that never settled frees the lock all the same: its turn ends with the overrun.
    const ended = outcome ?? { error: deadline.signal.reason };
    if ('error' in ended) throw ended.error;
    return ended.value;
  }

  return {
    run(work, { who, left } = {}) {
      // The queue's signal aborts only while the turn waits: once it holds the lock, a write
      // under way is not cut short by a closed tab, only by the deadline.
      const waiting = new AbortController();
      const leave = () => waiting.abort(left?.reason);
      left?.addEventListener('abort', leave, { once: true });
      if (left?.aborted) leave();
      return queue.add(() => {
        left?.removeEventListener('abort', leave);
        return hold(work, who);
      }, { signal: waiting.signal });
    },
    onOverrun(recover) {
      recoveries.push(recover);
    },
  };
}
