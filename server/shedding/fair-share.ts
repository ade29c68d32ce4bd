// The personal work budget's places (load-gate.ts) shared fairly between client blocks
// (docs/decisions/040-personal-work-budget.md, 120-fair-admission.md): the total never passes `capacity`, one
// block holds at most `perBlock` places, and the last `reserve` places go only to a quiet
// block, one holding nothing yet. A flood from one block takes its share and no more; a
// flood from many blocks still leaves the reserve to the next visitor who asks once.

/** Gives the place back; calling it again does nothing. */
export type Release = () => void;

export interface FairShareOptions {
  capacity: number;
  perBlock: number;
  /** Places kept for quiet blocks (below capacity); 0: none. */
  reserve?: number;
}

export interface FairShare {
  /**
   * A place for `block`, or undefined when its share, the open part or the whole budget is spent.
   */
  admit(block: string): Release | undefined;
  /** Places taken now. */
  readonly inFlight: number;
  /** Places `block` holds now. */
  heldBy(block: string): number;
}

export function createFairShare({ capacity, perBlock, reserve = 0 }: FairShareOptions): FairShare {
  const open = Math.max(0, capacity - reserve);
  const held = new Map<string, number>();
  let inFlight = 0;

  const give = (block: string) => {
    const left = held.get(block)! - 1;
    if (left === 0) held.delete(block);
    else held.set(block, left);
    inFlight--;
  };

  return {
    admit(block) {
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
    },
    get inFlight() {
      return inFlight;
    },
    heldBy: (block) => held.get(block) ?? 0,
  };
}
