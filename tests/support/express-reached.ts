// Whether requests reached Express, read from outside as an operator reads it: the app's
// /metrics counts every request handed on to Express (`express_requests_total`, by route
// kind), and a request the listener answers first (health, a render-cache hit, a photo
// already made: server/routes/page-hits.ts, server/routes/image-hits.ts) leaves it as it was.
import type { RequestListener } from 'node:http';
import request from 'supertest';

const COUNT = /^express_requests_total\{route="(\w+)"\} (\d+)$/;

/** The requests that reached Express so far, by route kind, but the reads of /metrics themselves. */
async function reached(listener: RequestListener): Promise<number> {
  const { text } = await request(listener).get('/metrics').expect(200);
  let total = 0;
  for (const line of text.split('\n')) {
    const match = COUNT.exec(line);
    if (match && match[1] !== 'metrics') total += Number(match[2]);
  }
  return total;
}

/** What `send` resolves to, and how many of the requests it made reached Express. */
export async function throughExpress<T>(listener: RequestListener, send: () => Promise<T>): Promise<{ answer: T; reached: number }> {
  const before = await reached(listener);
  const answer = await send();
  return { answer, reached: (await reached(listener)) - before };
}
