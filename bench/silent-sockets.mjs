// bench/attack-mix.mjs's silent sockets, as a process of their own: argv[3] connections per address to port argv[2]
// from each address of argv[4] (comma-separated), each opened again as soon as the server drops it, until stdin
// closes; then prints one JSON line { opened, dropped }. In the load generator's own process, thousands of reconnects
// a second starved its event loop, and the visitors' requests waiting there counted as the server's failures.
import net from 'node:net';

const [port, count, from] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4].split(',')];
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
process.stdin.resume();
process.stdin.on('end', () => {
  running = false;
  for (const socket of sockets) socket.destroy();
  process.stdout.write(`${JSON.stringify({ opened, dropped })}\n`);
  process.exit(0);
});
