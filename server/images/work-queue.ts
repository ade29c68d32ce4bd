// Bounded concurrency for transforms: at most `concurrency` run at once (each holds one of
// libuv's threads while sharp works), at most `queue` wait for a turn, and any beyond
// that are shed at once (undefined) rather than piling up memory and latency.
export interface WorkQueue {
  /** The task's result, or undefined when the queue was full and the task was not run. */
  run<T>(task: () => Promise<T>): Promise<T | undefined>;
  readonly running: number;
  readonly waiting: number;
}

export function createWorkQueue({ concurrency, queue }: { concurrency: number; queue: number }): WorkQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };

  return {
    async run(task) {
      if (running >= concurrency) {
        if (waiting.length >= queue) return undefined;
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
