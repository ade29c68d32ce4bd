// A signal aborted when the visitor's connection closes before their answer was sent
// (docs/decisions/068-visitor-leaves.md): the /api proxy's personal calls, the no-JS forms'
// calls and a loader's personal reads carry it, so a visitor who leaves holds no upstream
// connection and no place in the personal budget until the upstream answers or times out.
// One per response, however many steps ask for it.
import type { ServerResponse } from 'node:http';

const signals = new WeakMap<ServerResponse, AbortSignal>();

export function visitorLeft(res: ServerResponse): AbortSignal {
  let signal = signals.get(res);
  if (signal) return signal;
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  signal = controller.signal;
  signals.set(res, signal);
  return signal;
}
