// The personal work budget's places (load-gate.ts) shared between client blocks (docs/decisions/040-personal-work-budget.md):
// at most `capacity` in all, `perBlock` for one block, the last `reserve` only for a block holding none. Asked in turn
// (`admitInTurn`), one finding no place waits in a line of `line` (a quarter per block, at most `waitMs`) and takes
// the first place its block may hold, in order of arrival (docs/decisions/040-personal-work-budget.md).

/** Gives the place back; calling it again does nothing. */
export type Release = () => void;

export interface FairShareOptions {
  capacity: number;
  perBlock: number;
  /** Places kept for quiet blocks (below capacity); 0: none. */
  reserve?: number;
  /** Requests that may wait for a place (a quarter of them of one block); 0: none wait. */
  line?: number;
  /** The longest one waits in the line before it is refused. */
  waitMs?: number;
}

export interface FairShare {
  /**
   * A place for `block`, or undefined when its share, the open part or the whole budget is spent.
   */
  admit(block: string): Release | undefined;
  /** A place for `block` now or, when none, in its turn within `waitMs`; undefined when the line is full or the wait passes. */
  admitInTurn(block: string): Promise<Release | undefined>;
}

interface InLine {
  block: string;
  admitted(release: Release | undefined): void;
  timer: NodeJS.Timeout;
}

export function createFairShare({ capacity, perBlock, reserve = 0, line = 0, waitMs = 0 }: FairShareOptions): FairShare {
  const open = Math.max(0, capacity - reserve);
  const lineOfBlock = Math.max(1, Math.floor(line / 4));
  const held = new Map<string, number>();
  const inLine: InLine[] = [];
  let inFlight = 0;

  /** The first waiting requests, in order, that a place now frees for. */
  function serveLine() {
    for (let i = 0; i < inLine.length && inFlight < capacity;) {
      const next = inLine[i]!;
      const release = admit(next.block);
      if (!release) {
        i++;
        continue;
      }
      inLine.splice(i, 1);
      clearTimeout(next.timer);
      next.admitted(release);
    }
  }

  const give = (block: string) => {
    const left = held.get(block)! - 1;
    if (left === 0) held.delete(block);
    else held.set(block, left);
    inFlight--;
    serveLine();
  };

  function admit(block: string): Release | undefined {
    const holding = held.get(block) ?? 0;
    if (inFlight >= capacity || holding >= perBlock) return undefined;
    if (inFlight >= open && holding > 0) return undefined;
    held.set(block, holding + 1);
    inFlight++;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      give(block);
    };
  }

  return {
    admit,
    admitInTurn(block) {
      const now = admit(block);
      if (now || inLine.length >= line || inLine.filter((w) => w.block === block).length >= lineOfBlock) {
        return Promise.resolve(now);
      }
      return new Promise((resolve) => {
        const entry: InLine = {
          block,
          admitted: resolve,
          timer: setTimeout(() => {
            inLine.splice(inLine.indexOf(entry), 1);
            resolve(undefined);
          }, waitMs),
        };
        entry.timer.unref();
        inLine.push(entry);
      });
    },
  };
}
