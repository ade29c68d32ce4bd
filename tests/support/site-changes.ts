// What the running site makes of an operator's step, for the studio's browser tests
// (tests/process/studio-browser.test.ts, tests/walks/studio-month.test.ts): the content changes
// its log tells, a page as soon as it serves what the step brought, and the colour of a banner
// crop it serves. Every wait ends at a deadline: a step that never reaches the site fails, named.
import { setTimeout as delay } from 'node:timers/promises';
import sharp from 'sharp';
import { get, type ServerProcess } from './server-process.js';

/**
 * How soon what an operator published must be live on the site (docs/product.md §11): the
 * product's budget, which the operator's walk holds each step to (tests/walks/, run alone).
 */
export const LIVE_WITHIN_MS = 10_000;

/**
 * How long a test of the suite waits for a step to reach the site before it fails, named: the
 * bound of a step that never arrives, not the budget (LIVE_WITHIN_MS), which a busy machine may
 * overrun; the test prints how long the step took.
 */
export const GIVE_UP_MS = 60_000;

/** How many content changes the server has taken (or, with `said` 'content change refused', refused) so far. */
export const changesSoFar = (server: ServerProcess, said = 'content changed') =>
  server.logs.filter((line) => line.msg.includes(said)).length;

/** The instant of the server's next content change (or `said`) after the `seen`-th, or a failure at `deadline`. */
export async function changeBy(server: ServerProcess, seen: number, deadline: number, said = 'content changed'): Promise<number> {
  const stop = new AbortController();
  const late = delay(Math.max(0, deadline - Date.now()), undefined, { signal: stop.signal })
    .then(() => Promise.reject(new Error(`the site took no content change («${said}») by the step's deadline`)));
  try {
    await Promise.race([server.logLine(said, seen + 1), late]);
    return Date.now();
  } finally {
    stop.abort();
    late.catch(() => undefined);
  }
}

/**
 * The page's HTML as soon as `served` holds for it, asked again at each content change until
 * `deadline` (the count is read before each look, so a change during the look is not missed).
 */
export async function servedBy(
  server: ServerProcess & { base: string }, url: string, deadline: number,
  served: (answer: { status: number; text: string }) => boolean = (answer) => answer.status === 200,
): Promise<{ text: string; at: number }> {
  for (;;) {
    const changes = changesSoFar(server);
    const answer = await get(`${server.base}${url}`);
    if (served(answer)) return { text: answer.text, at: Date.now() };
    if (Date.now() > deadline) throw new Error(`${url} still answers ${answer.status} without the change`);
    await changeBy(server, changes, deadline).catch(() => undefined); // one last look at the deadline
  }
}

/** The colour at `point` of a served JPEG crop `cut` of the page's banner, and the crop's size. */
export async function servedCrop(
  base: string, html: string, cut: string, point: (width: number, height: number) => { x: number; y: number },
): Promise<{ size: number[]; pixel: number[] }> {
  const file = new RegExp(`[^"\\s,]+-${cut}\\.jpg`).exec(html)?.[0];
  if (!file) throw new Error(`the page names no ${cut} JPEG`);
  const bytes = Buffer.from(await (await fetch(`${base}${file}`)).arrayBuffer());
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const { x, y } = point(info.width, info.height);
  const at = (y * info.width + x) * info.channels;
  return { size: [info.width, info.height], pixel: [...data.subarray(at, at + 3)] };
}
