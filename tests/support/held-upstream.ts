// A tiny upstream for process tests: valid answers for the campaign and business pages,
// and any call can be held until the test releases it, so a request is in flight for
// exactly as long as a test needs.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const HELD_UPSTREAM_CREDENTIALS = { UPSTREAM_USER: 'shop', UPSTREAM_PASSWORD: 'secret' };

// First match wins: the determine path starts like the cities path.
const ANSWERS: [prefix: string, data: unknown][] = [
  ['/api/v1/promo/products/', [{ id: 1, name: 'Гипсокартон Knauf', url: 'https://example.ru/1/' }]],
  ['/api/v1/promo/result/', { spb: [{ cardId: '7012345', sum: 100 }], msk: [] }],
  ['/api/v1/business/cities/determine/', { city: null }],
  ['/api/v1/business/cities/', [{ code: 'spb', name: 'Санкт-Петербург', phone: '+7 (812) 000-00-00' }]],
  ['/api/v1/business/info/', [{ id: 1, title: 'Доставка по городу', text: 'Круглосуточно' }]],
];

export interface Hold {
  /** Resolves when the held call reaches the upstream. */
  arrived: Promise<void>;
  release(): void;
}

export interface HeldUpstream {
  url: string;
  /** The next call whose path (without query) matches waits for release(). */
  hold(path: RegExp): Hold;
  close(): Promise<void>;
}

export async function startHeldUpstream(): Promise<HeldUpstream> {
  const holds: { path: RegExp; arrive: () => void; released: Promise<void> }[] = [];
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    const data = ANSWERS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? [];
    const index = holds.findIndex((h) => h.path.test(path.split('?')[0]!));
    const hold = index === -1 ? undefined : holds.splice(index, 1)[0];
    hold?.arrive();
    void (hold?.released ?? Promise.resolve()).then(
      () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data })),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold(path) {
      let arrive!: () => void;
      let release!: () => void;
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.push({ path, arrive, released });
      return { arrived, release };
    },
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
