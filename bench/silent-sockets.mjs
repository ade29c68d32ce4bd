// bench/attack-mix.mjs's and bench/socket-attacks.mjs's attacking sockets, as a process of
// their own: argv[3] connections per address to port argv[2] from each address of argv[4]
// (comma-separated), each opened again as soon as the server drops it, until stdin closes;
// then prints one JSON line { opened, dropped }. argv[5] `trickle`: each sends a request
// line and then one header line every 2 s, never finishing its head; otherwise silent.
// In the load generator's own process, thousands of reconnects a second starved its event
// loop: the real visitors' requests waited there for tens of seconds and were counted as the
// server's failures (docs/performance.md).
import net from 'node:net';

const [port, count, from, mode] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4].split(','), process.argv[5]];
const TRICKLE_EVERY_MS = 2000;
let running = true;
let opened = 0;
let dropped = 0;
const sockets = new Set();

function open(localAddress) {
  if (!running) return;
  opened++;
  const socket = net.connect({ host: '127.0.0.1', port, localAddress });
  socket.on('error', () => {});
  socket.resume(); // an answer (a 408) is read and dropped, so the server's close is seen
  if (mode === 'trickle') socket.once('connect', () => socket.write('GET /promo/ HTTP/1.1\r\nHost: promo.example.ru\r\n'));
  socket.on('close', () => {
    sockets.delete(socket);
    if (!running) return;
    dropped++;
    // Again at once, as a flood does (on the next turn: a refused connect must not spin the loop).
    setImmediate(() => open(localAddress));
  });
  sockets.add(socket);
}

for (const address of from) for (let i = 0; i < count; i++) open(address);
if (mode === 'trickle') {
  setInterval(() => {
    for (const socket of sockets) if (socket.writable) socket.write(`X-Trickle: ${opened}\r\n`);
  }, TRICKLE_EVERY_MS);
}
process.stdin.resume();
process.stdin.on('end', () => {
  running = false;
  for (const socket of sockets) socket.destroy();
  process.stdout.write(`${JSON.stringify({ opened, dropped })}\n`);
  process.exit(0);
});
