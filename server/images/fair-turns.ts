// The photo transforms' slots, shared between the clients asking (docs/product.md §8): a slot that
// frees goes to the waiting client network (IPv4 /24, IPv6 /48) whose last turn is oldest, and
// within it to the photos a page named (named-sources.ts) first, then in order. So a flood of cold
// photos from one address or many of one network takes every other turn, however many it asks,
// and a visitor's photos take the turns between. `places` transforms wait: when they are full, a
// newcomer takes the place of the newest waiting of the network holding the most, if it holds more
// than the newcomer's would, else it is shed; sources no page named wait in half of the places only.
// The wait bound counts only the time a network has nothing running: while one of its transforms
// runs it is being served at its share and its waiting ones keep their places, so a visitor gets a
// page's photos one after another however many there are and however slow each is on a loaded
// host (docs/decisions/750-transform-turns-by-network.md).
// Ordering and admission only: the transform's own deadline is its caller's (image-service.ts).
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
