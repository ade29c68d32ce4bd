// The photo transforms' slots, shared between the clients asking (docs/product.md §8): a slot that
// frees goes to the waiting client network (IPv4 /24, IPv6 /48) with the fewest transforms running,
// the one whose last turn is oldest among equals, and within it to its address (IPv6: its /64) of
// the fewest running, by the same rule; a client's own transforms in order, the photos a page named
// (named-sources.ts) first. So a flood of cold photos from one address, one /64 or many addresses of
// one network takes one client's share of the slots, however many it asks, and a visitor's photos
// take turns with it. `places` transforms wait: when they are full, a newcomer takes the place of
// the newest waiting of the client holding the most places, if that client holds more than the
// newcomer's would, else it is shed; sources no page named wait in half of the places only.
// The wait bound counts the time a transform waits behind other clients only: while one of its
// own address's transforms runs, its client is being served at its share and the clock stands,
// so a visitor holding one fair slot gets a page's photos one after another however many there
// are and however slow each (up to the bound) on a loaded host; a client whose turns stopped coming
// (its address has nothing running) is shed `waitMs` after its last one ended, or after it came
// (docs/decisions/621-transform-wait-behind-others.md).
// Ordering and admission only: the transform's own deadline is its caller's (image-service.ts).
import { addressKey, clientBlock } from '../rate-limit/address-key.js';

/** Why a transform was not run: no place for it, or its turn did not come in time. */
export const SHED = Symbol('shed');

interface Waiting {
  network: string;
  address: string;
  /** A source a page named: it waits in all the places, and before its client's other sources. */
  wanted: boolean;
  /** Its order of arrival. */
  order: number;
  /** When it came (performance.now()). */
  arrived: number;
  start(): void;
  shed(): void;
}

/**
 * A network's or an address's transforms running now, its last turn (a count of turns given), and since when
 * nothing of it runs (performance.now(); -Infinity: nothing of it ran yet).
 */
interface Share { running: number; lastTurn: number; quietSince: number }

export function createFairTurns({ concurrency, places }: { concurrency: number; places: number }) {
  const waiting: Waiting[] = [];
  const shares = new Map<string, Share>();
  let running = 0;
  let turns = 0;
  let arrivals = 0;

  const shareOf = (key: string): Share => shares.get(key) ?? { running: 0, lastTurn: -1, quietSince: -Infinity };
  const addressShare = (w: Waiting) => `${w.network} ${w.address}`;

  /** Negative when `a` goes before `b`. */
  function before(a: Waiting, b: Waiting): number {
    const [na, nb, aa, ab] = [shareOf(a.network), shareOf(b.network), shareOf(addressShare(a)), shareOf(addressShare(b))];
    return na.running - nb.running || na.lastTurn - nb.lastTurn || aa.running - ab.running || aa.lastTurn - ab.lastTurn
      || Number(b.wanted) - Number(a.wanted) || a.order - b.order;
  }

  /** A share kept only while its client runs or waits: a client seen again later counts as new (first among equals). */
  function settle(key: string, change: number): void {
    const share = shareOf(key);
    share.running += change;
    if (change > 0) share.lastTurn = turns;
    if (share.running === 0) share.quietSince = performance.now();
    if (share.running === 0 && !waiting.some((w) => w.network === key || addressShare(w) === key)) shares.delete(key);
    else shares.set(key, share);
  }

  function pump(): void {
    while (running < concurrency && waiting.length > 0) {
      const next = waiting.reduce((best, w) => (before(w, best) < 0 ? w : best));
      waiting.splice(waiting.indexOf(next), 1);
      turns++;
      next.start();
    }
  }

  /** The newest of `among` of the client holding the most of them, if it holds more than `newcomer`'s would with it. */
  function displaced(newcomer: Waiting, among: Waiting[]): Waiting | undefined {
    const held = (of: (w: Waiting) => string, key: string) => among.filter((w) => of(w) === key).length;
    const byNetwork = (w: Waiting) => w.network;
    const largest = among.reduce((most, w) => (held(byNetwork, w.network) > held(byNetwork, most.network) ? w : most));
    const inNetwork = largest.network === newcomer.network;
    // The newcomer's own network holds the most: its addresses are weighed against each other.
    const key = inNetwork ? addressShare : byNetwork;
    const pool = inNetwork ? among.filter((w) => w.network === newcomer.network) : among;
    const heaviest = pool.reduce((most, w) => (held(key, key(w)) > held(key, key(most)) ? w : most));
    if (held(key, key(heaviest)) <= held(key, key(newcomer)) + 1) return undefined;
    return pool.filter((w) => key(w) === key(heaviest)).at(-1);
  }

  return {
    /**
     * `task` in its turn for the client at `address` (unknown: one client of its own), or SHED when it finds no place
     * or its turn has not come within `waitMs`. Once started, it keeps its slot until it ends.
     */
    run<T>(address: string | undefined, wanted: boolean, task: () => Promise<T>, waitMs: number): Promise<T | typeof SHED> {
      return new Promise<T | typeof SHED>((resolve, reject) => {
        const network = clientBlock(address);
        const entry: Waiting = {
          network, address: address === undefined ? 'unknown' : addressKey(address), wanted, order: arrivals++, arrived: performance.now(),
          start() {
            clearTimeout(timer);
            running++;
            settle(network, 1);
            settle(addressShare(entry), 1);
            task().then(resolve, reject).finally(() => {
              running--;
              settle(network, -1);
              settle(addressShare(entry), -1);
              pump();
            });
          },
          shed() {
            clearTimeout(timer);
            resolve(SHED);
          },
        };
        // Shed when it has waited `waitMs` with nothing of its address running; looked at again until then.
        const expire = () => {
          const at = waiting.indexOf(entry);
          if (at === -1) return;
          const own = shareOf(addressShare(entry));
          const waited = own.running > 0 ? 0 : performance.now() - Math.max(entry.arrived, own.quietSince);
          if (waited < waitMs) {
            timer = setTimeout(expire, waitMs - waited);
            timer.unref();
            return;
          }
          waiting.splice(at, 1);
          entry.shed();
        };
        let timer = setTimeout(expire, waitMs);
        timer.unref();
        if (running < concurrency) {
          waiting.push(entry);
          return pump();
        }
        if (waiting.length >= (wanted ? places : Math.ceil(places / 2))) {
          const out = waiting.length > 0 ? displaced(entry, waiting) : undefined;
          if (!out) return entry.shed();
          waiting.splice(waiting.indexOf(out), 1);
          out.shed();
        }
        waiting.push(entry);
      });
    },
    get waiting() { return waiting.length; },
    get running() { return running; },
  };
}
