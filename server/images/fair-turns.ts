// The photo transforms' slots, shared between the client networks asking (docs/product.md §8): a freed slot goes to
// the waiting network (IPv4 /24, IPv6 /48) whose last turn is oldest, within it to the photos a page named
// (named-sources.ts) first; a full line's newcomer takes the newest place of the network holding the most, sources no
// page named wait in half the places; the wait bound counts only while a network has nothing running
// (docs/decisions/750-transform-turns-by-network.md). Ordering and admission only: the deadline is image-service.ts's.
import { clientBlock } from '../rate-limit/address-key.js';

/** Why a transform was not run: no place for it, or its turn did not come in time. */
export const SHED = Symbol('shed');

interface Waiting {
  network: string;
  /** A source a page named: it waits in all the places, and before its network's other sources. */
  wanted: boolean;
  order: number;
  start(): void;
  shed(): void;
}

/** A network's transforms running now, its last turn (a count of turns given), and since when nothing of it runs. */
interface Share { running: number; lastTurn: number; quietSince: number }

export function createFairTurns({ concurrency, places }: { concurrency: number; places: number }) {
  const waiting: Waiting[] = [];
  const shares = new Map<string, Share>();
  let running = 0;
  let turns = 0;
  let arrivals = 0;

  const shareOf = (network: string): Share => shares.get(network) ?? { running: 0, lastTurn: -1, quietSince: performance.now() };
  const before = (a: Waiting, b: Waiting) =>
    shareOf(a.network).lastTurn - shareOf(b.network).lastTurn || Number(b.wanted) - Number(a.wanted) || a.order - b.order;
  const held = (network: string) => waiting.filter((w) => w.network === network).length;

  /** A share kept only while its network runs or waits: one seen again later is first among equals. */
  function settle(network: string, change: number): void {
    const share = shareOf(network);
    share.running += change;
    if (change > 0) share.lastTurn = turns;
    if (share.running === 0) share.quietSince = performance.now();
    if (share.running === 0 && held(network) === 0) shares.delete(network);
    else shares.set(network, share);
  }

  function pump(): void {
    while (running < concurrency && waiting.length > 0) {
      const next = waiting.reduce((best, w) => (before(w, best) < 0 ? w : best));
      waiting.splice(waiting.indexOf(next), 1);
      turns++;
      next.start();
    }
  }

  return {
    /**
     * `task` in its turn for the client at `address` (unknown: one client of its own), or SHED when it finds no place
     * or its network has had nothing running for `waitMs` while it waited. Once started, it keeps its slot until it ends.
     */
    run<T>(address: string | undefined, wanted: boolean, task: () => Promise<T>, waitMs: number): Promise<T | typeof SHED> {
      return new Promise<T | typeof SHED>((resolve, reject) => {
        const network = clientBlock(address);
        const entry: Waiting = {
          network, wanted, order: arrivals++,
          start() {
            clearTimeout(timer);
            running++;
            settle(network, 1);
            task().then(resolve, reject).finally(() => {
              running--;
              settle(network, -1);
              pump();
            });
          },
          shed() {
            clearTimeout(timer);
            if (shareOf(network).running === 0 && held(network) === 0) shares.delete(network);
            resolve(SHED);
          },
        };
        // Shed once its network has run nothing for `waitMs`; looked at again until then.
        const expire = () => {
          if (!waiting.includes(entry)) return;
          const share = shareOf(network);
          const idle = share.running > 0 ? 0 : performance.now() - share.quietSince;
          if (idle < waitMs) {
            timer = setTimeout(expire, waitMs - idle).unref();
            return;
          }
          waiting.splice(waiting.indexOf(entry), 1);
          entry.shed();
        };
        let timer = setTimeout(expire, waitMs).unref();
        if (running >= concurrency && waiting.length >= (wanted ? places : Math.ceil(places / 2))) {
          const most = waiting.reduce<Waiting | undefined>((m, w) => (m && held(m.network) >= held(w.network) ? m : w), undefined);
          if (!most || held(most.network) <= held(network) + 1) return entry.shed();
          const out = waiting.findLast((w) => w.network === most.network)!;
          waiting.splice(waiting.indexOf(out), 1);
          out.shed();
        }
        if (!shares.has(network)) shares.set(network, shareOf(network));
        waiting.push(entry);
        pump();
      });
    },
    get waiting() { return waiting.length; },
    get running() { return running; },
  };
}
