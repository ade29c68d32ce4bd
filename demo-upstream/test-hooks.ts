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

export interface TestHooks {
  /** Every request received, in order, including the 401s. */
  readonly requests: RecordedRequest[];
  record(request: RecordedRequest): void;
  /** Checked after auth, before the built-in routes; later overrides win. */
  override(method: string, path: RegExp, handler: OverrideHandler): void;
  overrideFor(method: string, pathname: string): OverrideHandler | undefined;
  /** Forgets overrides and recorded requests. */
  clear(): void;
}

export function createTestHooks(): TestHooks {
  const requests: RecordedRequest[] = [];
  const overrides: Override[] = [];
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
    clear() {
      overrides.length = 0;
      requests.length = 0;
    },
  };
}
