// What tests may do to a demo upstream, and only tests (they start it with
// `testHooks: true`): see every request it received, answer some paths their own way,
// and go back to the initial state. Without them the demo keeps no log at all, so a
// long `npm start` does not grow its memory with every call.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export type OverrideHandler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void | Promise<void>;

interface Override { method: string; path: RegExp; handler: OverrideHandler }

/** A request held before its answer: the test learns when it arrived and lets it go on. */
export interface Hold {
  arrived: Promise<void>;
  release(): void;
}

interface HeldPath { method: string; path: RegExp; arrive: () => void; released: Promise<void> }

export interface TestHooks {
  /** Every request received, in order, including the 401s. */
  readonly requests: RecordedRequest[];
  record(request: RecordedRequest): void;
  /** Checked after auth, before the built-in routes; later overrides win. */
  override(method: string, path: RegExp, handler: OverrideHandler): void;
  overrideFor(method: string, pathname: string): OverrideHandler | undefined;
  /** The next request matching waits (before its answer, built-in or overridden) until release(). */
  hold(method: string, path: RegExp): Hold;
  /** Resolves at once, or when the hold this request is the first match of is released. */
  waitIfHeld(method: string, pathname: string): Promise<void>;
  /** Forgets overrides, holds not yet met and recorded requests. */
  clear(): void;
}

export function createTestHooks(): TestHooks {
  const requests: RecordedRequest[] = [];
  const overrides: Override[] = [];
  const holds: HeldPath[] = [];
  return {
    requests,
    record: (request) => void requests.push(request),
    override(method, path, handler) {
      overrides.push({ method: method.toUpperCase(), path, handler });
    },
    overrideFor(method, pathname) {
      for (let i = overrides.length - 1; i >= 0; i--) {
        const candidate = overrides[i]!;
        candidate.path.lastIndex = 0; // a /g or /y pattern must not carry state between requests
        if (candidate.method === method && candidate.path.test(pathname)) return candidate.handler;
      }
      return undefined;
    },
    hold(method, path) {
      let arrive!: () => void;
      let release!: () => void;
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.push({ method: method.toUpperCase(), path, arrive, released });
      return { arrived, release };
    },
    waitIfHeld(method, pathname) {
      const index = holds.findIndex((held) => held.method === method && ((held.path.lastIndex = 0), held.path.test(pathname)));
      if (index === -1) return Promise.resolve();
      const [held] = holds.splice(index, 1);
      held!.arrive();
      return held!.released;
    },
    clear() {
      holds.length = 0;
      overrides.length = 0;
      requests.length = 0;
    },
  };
}
