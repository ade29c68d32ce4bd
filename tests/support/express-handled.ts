// Which requests reach Express itself, for the tests of what the listener answers before it
// (server/routes/page-hits.ts, server/routes/image-hits.ts). app.handle is where Express
// starts on a request (its own typings leave it out); it is wrapped, never replaced.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';

type Handle = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

/** The URLs Express handles from now on, until `restore()`. */
export function watchExpress(app: Express): { handled: string[]; restore(): void } {
  const express = app as unknown as { handle: Handle };
  const original = express.handle;
  const handled: string[] = [];
  express.handle = function (this: unknown, req, res, next) {
    handled.push(req.url!);
    original.call(this, req, res, next);
  };
  return { handled, restore: () => void (express.handle = original) };
}
