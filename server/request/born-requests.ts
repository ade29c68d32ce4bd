// Requests and responses the HTTP server makes already on the prototypes Express gives them: Express sets them to its
// app's as a request enters, and a live object whose prototype changes becomes slow in V8
// (docs/decisions/060-hit-path.md: 80 µs of CPU per bare request against 22 µs). Made as
// instances of classes on the app's prototypes, Express's change is to the prototype they have, which V8 skips.
import http from 'node:http';
import express, { type Express } from 'express';

export interface BornRequests {
  /** The classes for http.createServer's options (server/lifecycle/listen.ts). */
  readonly IncomingMessage: typeof http.IncomingMessage;
  readonly ServerResponse: typeof http.ServerResponse;
  /**
   * Makes `app`, the app served from now on, give its requests these classes' prototypes
   * (its `req.app` and `res.app` is `app`: every app of a server has the same settings,
   * made from one configuration, so a request begun under the one before reads the same).
   */
  adopt(app: Express): void;
}

/** Sets `app` as the prototype's own `app` and the prototype as `app`'s own `name` (request, response). */
function share(app: Express, name: 'request' | 'response', prototype: object): void {
  Object.defineProperty(prototype, 'app', { configurable: true, enumerable: true, writable: true, value: app });
  Object.defineProperty(app, name, { configurable: true, enumerable: true, writable: true, value: prototype });
}

/** One pair of classes per server: each server's apps share them, and no other server's do. */
export function bornRequests(): BornRequests {
  class BornRequest extends http.IncomingMessage {}
  class BornResponse<Request extends http.IncomingMessage = http.IncomingMessage> extends http.ServerResponse<Request> {}
  // Express's own request and response methods, as every app's prototypes inherit them.
  Object.setPrototypeOf(BornRequest.prototype, express.request);
  Object.setPrototypeOf(BornResponse.prototype, express.response);
  return {
    IncomingMessage: BornRequest,
    ServerResponse: BornResponse,
    adopt(app) {
      share(app, 'request', BornRequest.prototype);
      share(app, 'response', BornResponse.prototype);
    },
  };
}
