// The server's requests and responses are made on the prototypes Express gives them
// (server/request/born-requests.ts): Express's change of prototype as a request enters the
// app changes nothing, and `req.app` is the app served when the request came.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import express, { type Express } from 'express';
import { bornRequests } from '../../server/request/born-requests.js';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** An app whose one route answers what it sees of its request: the prototypes before and inside Express, and which app. */
function app(name: string): Express {
  const made = express();
  made.get('/', (req, res) => {
    const before = prototypesBefore.get(req);
    res.json({
      name, app: req.app === made, resApp: res.app === made,
      sameRequestPrototype: before?.request === Object.getPrototypeOf(req),
      sameResponsePrototype: before?.response === Object.getPrototypeOf(res),
      path: req.path, host: req.get('host') !== undefined,
    });
  });
  return made;
}

const prototypesBefore = new WeakMap<http.IncomingMessage, { request: object; response: object }>();

async function serve(options: http.ServerOptions, current: () => Express): Promise<string> {
  const server = http.createServer(options, (req, res) => {
    prototypesBefore.set(req, { request: Object.getPrototypeOf(req), response: Object.getPrototypeOf(res) });
    current()(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe('requests born on the served app\'s prototypes', () => {
  test('when the server makes them, then Express keeps their prototypes, and req.app and res.app are the app', async () => {
    const born = bornRequests();
    const first = app('first');
    born.adopt(first);
    const url = await serve(born, () => first);

    expect(await (await fetch(url)).json()).toEqual({
      name: 'first', app: true, resApp: true, sameRequestPrototype: true, sameResponsePrototype: true, path: '/', host: true,
    });
  });

  test('when another app is adopted (a content reload), then the next request is that app\'s, its prototypes kept still', async () => {
    const born = bornRequests();
    let current = app('first');
    born.adopt(current);
    const url = await serve(born, () => current);
    await (await fetch(url)).json();

    current = app('second');
    born.adopt(current);

    expect(await (await fetch(url)).json()).toMatchObject({ name: 'second', app: true, resApp: true, sameRequestPrototype: true });
  });

  test('when Node makes them (the old way), then Express changes both prototypes as the request enters', async () => {
    const plain = app('plain');
    const url = await serve({}, () => plain);

    expect(await (await fetch(url)).json()).toMatchObject({ app: true, sameRequestPrototype: false, sameResponsePrototype: false });
  });
});
