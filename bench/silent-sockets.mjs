// bench/attack-mix.mjs's silent sockets, as a process of their own: argv[3] connections to
// port argv[2] from address argv[4] that never send a byte, each opened again as soon as the
// server drops it, until stdin closes; then prints one JSON line { opened, dropped }.
// In the load generator's own process, thousands of reconnects a second starved its event
// loop: the real visitors' requests waited there for tens of seconds and were counted as the
// server's failures (docs/performance.md).
import net from 'node:net';

const [port, count, from] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4]];
let running = true;
let opened = 0;
let dropped = 0;
const sockets = new Set();

function open() {
  if (!running) return;
  opened++;
  const socket = net.connect({ host: '127.0.0.1', port, localAddress: from });
  socket.on('error', () => {});
  socket.on('close', () => {
    sockets.delete(socket);
    if (!running) return;
    dropped++;
    // Again at once, as a flood does (on the next turn: a refused connect must not spin the loop).
    setImmediate(open);
  });
  sockets.add(socket);
}

for (let i = 0; i < count; i++) open();
process.stdin.resume();
process.stdin.on('end', () => {
  running = false;
  for (const socket of sockets) socket.destroy();
  process.stdout.write(`${JSON.stringify({ opened, dropped })}\n`);
});
