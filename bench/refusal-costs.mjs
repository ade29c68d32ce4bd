// What a refusal costs one instance of the built server (docs/product.md §8, §11): a page
// form declaring a body over its limit (how long until it is answered), and a form refused by
// its rate limit against a cached page of the same page (the instance's CPU per request, read
// from /proc): the feedback post on law, a lovecategory step refused for its address (card
// numbers each new, as an enumeration's) and for its card (one card again, as its owner's
// retries), and karta-elektrika's card form (`?card=`) refused for its address. Every target is
// warmed first, then they take turns round after round and each's mean over the rounds after the
// warm ones is its figure: measured one after another, the first target pays the JIT's warm-up
// and flatters the ratio. Requests are sent as a browser sends them (node:http on one kept
// connection, the headers and a small body in one write as Chromium writes them, Chromium's
// Accept-Encoding, so a cached page is its brotli bytes): fetch's requests cost the server more
// (a bare node:http server's CPU per GET: 0.060 ms for fetch's, 0.024 for these, load 10) and hid
// how cheap a cached page is.
// `npm run build:fixture && node bench/refusal-costs.mjs [other-built-checkout]`: with a second
// checkout (built the same way) both are measured in one run, that one first.
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import { startCluster } from '../scripts/cluster/start-cluster.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const REQUESTS = Number(process.env.REFUSAL_REQUESTS ?? 400);
const TICKS_PER_S = 100;

/** The process's user + system CPU in ms (/proc/<pid>/stat, fields 14 and 15, in clock ticks). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
}

/** A POST declaring 50 MB and sending its first bytes: ms until the answer's status, and that status. */
function declaredOversize(url) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(`${url}/promo/law`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(50 * 1024 * 1024) },
    }, (res) => {
      res.resume();
      req.destroy();
      resolve({ ms: performance.now() - started, status: res.statusCode });
    });
    req.on('error', () => resolve({ ms: performance.now() - started, status: 'closed' }));
    req.write('form=feedback&msg=');
  });
}

const FEEDBACK = new URLSearchParams({
  form: 'feedback', name: 'Иван Петров', email: 'ivan@example.ru', phone: '8 921 000-00-00', value: 'delivery',
  msg: 'Когда привезут заказ?',
}).toString();
/** The feedback against the form's rules (no name, an email that is none): answered with the form's errors, never refused. */
const AGAINST_RULES = new URLSearchParams({
  form: 'feedback', name: '', email: 'ivan@', phone: '8 921 000-00-00', value: 'delivery', msg: 'Когда привезут заказ?',
}).toString();

/** What Chromium sends with a page's request (a form's too), as far as the server reads it. */
const BROWSER_HEADERS = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'ru-RU,ru;q=0.9',
};

/** A browser's request on one kept connection (`agent`): its status once the answer is read. */
function browserRequest(agent, url, { method = 'GET', address, body }) {
  return new Promise((resolve, reject) => {
    const headers = { ...BROWSER_HEADERS, 'x-forwarded-for': address };
    if (body !== undefined) {
      Object.assign(headers, {
        'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body),
        origin: new URL(url).origin, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate',
      });
    }
    const req = http.request(url, { method, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    // end(body): the headers and the body leave in one write.
    req.end(body);
  });
}

const ROUNDS = Number(process.env.REFUSAL_ROUNDS ?? 10);
const WARM_ROUNDS = 3;

/** Each target's CPU per request on the instance `pid`, its requests sent one at a time, the targets taking turns. */
async function cpuTakingTurns(pid, targets) {
  const cpu = Object.fromEntries(Object.keys(targets).map((name) => [name, 0]));
  const statuses = Object.fromEntries(Object.keys(targets).map((name) => [name, {}]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, send] of Object.entries(targets)) {
      const before = cpuMs(pid);
      for (let i = 0; i < REQUESTS; i++) {
        const status = await send(i);
        statuses[name][status] = (statuses[name][status] ?? 0) + 1;
      }
      if (round >= WARM_ROUNDS) cpu[name] += (cpuMs(pid) - before) / REQUESTS / (ROUNDS - WARM_ROUNDS);
    }
  }
  return Object.fromEntries(Object.keys(targets).map((name) => [name, { cpuMs: Number(cpu[name].toFixed(3)), statuses: statuses[name] }]));
}

/** The bare server (bench/bare-post-server.mjs) answering `page`'s bytes: its pid and url. */
async function startBare(page) {
  const child = spawn(process.execPath, [path.join(ROOT, 'bench/bare-post-server.mjs')], {
    env: { ...process.env, BODY_BASE64: page.toString('base64') }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = await once(child.stdout, 'data');
  return { pid: child.pid, url: `http://127.0.0.1:${String(line).trim()}/`, stop: () => child.kill('SIGTERM') };
}

async function measure(root) {
  const cluster = await startCluster({ root, instances: 1, env: { LOG_LEVEL: 'warn', RATE_LIMITS: 'on' } });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const [instance] = cluster.instances;
    const oversize = await declaredOversize(instance.url);
    const law = `${instance.url}/promo/law`;
    const love = `${instance.url}/promo/lovecategory`;
    const karta = `${instance.url}/promo/karta-elektrika`;
    const send = (url, options) => browserRequest(agent, url, options);
    // The floor beside them: the lovecategory page's own brotli bytes, from a server with no app.
    const pageBytes = await new Promise((resolve) => http.get(love, { headers: BROWSER_HEADERS }, async (res) => {
      const chunks = [];
      for await (const chunk of res) chunks.push(chunk);
      resolve(Buffer.concat(chunks));
    }));
    const bare = await startBare(pageBytes);
    const bareAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sendBare = (options) => browserRequest(bareAgent, bare.url, options);
    // Each refused target from a /24 of its own, so that no network budget (docs/product.md §8) refuses it instead.
    const floor = await cpuTakingTurns(bare.pid, {
      bareGet: () => sendBare({ address: '192.0.2.70' }),
      barePost: () => sendBare({ method: 'POST', body: 'step=lookup&card=7654321', address: '192.0.2.70' }),
    }).finally(() => {
      bareAgent.destroy();
      bare.stop();
    });
    const figures = await cpuTakingTurns(instance.pid, {
      lawPage: () => send(law, { address: '192.0.2.70' }),
      feedbackRefused: () => send(law, { method: 'POST', body: FEEDBACK, address: '192.0.2.77' }),
      feedbackAgainstRules: () => send(law, { method: 'POST', body: AGAINST_RULES, address: '192.0.2.81' }),
      lovecategoryPage: () => send(love, { address: '192.0.2.70' }),
      stepRefusedForItsAddress: (i) => send(love, { method: 'POST', body: `step=lookup&card=${7_100_000 + i}`, address: '198.51.100.78' }),
      stepRefusedForItsCard: () => send(love, { method: 'POST', body: 'step=lookup&card=7654321', address: '203.0.113.79' }),
      kartaPage: () => send(karta, { address: '192.0.2.70' }),
      cardFormRefused: (i) => send(`${karta}?card=${7_200_000 + i}`, { address: '198.51.100.90' }),
    });
    const ratio = (refused, page) => Number((figures[refused].cpuMs / figures[page].cpuMs).toFixed(2));
    return {
      root, oversize, figures, floor,
      ratios: {
        floor: Number((floor.barePost.cpuMs / floor.bareGet.cpuMs).toFixed(2)),
        feedback: ratio('feedbackRefused', 'lawPage'),
        feedbackAgainstRules: ratio('feedbackAgainstRules', 'lawPage'),
        stepForItsAddress: ratio('stepRefusedForItsAddress', 'lovecategoryPage'),
        stepForItsCard: ratio('stepRefusedForItsCard', 'lovecategoryPage'),
        cardForm: ratio('cardFormRefused', 'kartaPage'),
      },
    };
  } finally {
    agent.destroy();
    await cluster.stop();
  }
}

const roots = [process.argv[2], ROOT].filter(Boolean);
for (const root of roots) console.log(JSON.stringify(await measure(path.resolve(root))));
