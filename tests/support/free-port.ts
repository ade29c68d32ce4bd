// Ports for a process a test starts that must be told its port up front (redis-server, nginx,
// the image's HEALTHCHECK, an address nothing listens on). The app itself listens on port 0 and
// names its ports in its start-up lines (server-process.ts's boundBase). The cluster's own
// implementation (scripts/cluster/free-port.mjs): per-worker blocks below the ephemeral range.
import net from 'node:net';
import { freePort } from '../../scripts/cluster/free-port.mjs';

export { freePort, onFreePort } from '../../scripts/cluster/free-port.mjs';

/**
 * A loopback port nothing listens on, so a connection to it is refused, checked before it is
 * handed out. It is drawn from this worker's block below the kernel's ephemeral range: a port
 * freed after a listen(0) can go to another worker's listen(0) meanwhile (CI once got a demo
 * upstream's 200 from such a port where a refusal was meant).
 */
export async function refusingPort(): Promise<number> {
  const port = await freePort();
  const answer = await new Promise<string>((resolve) => {
    const probe = net.connect(port, '127.0.0.1', () => (probe.destroy(), resolve('connected')));
    probe.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
  if (answer !== 'ECONNREFUSED') throw new Error(`port ${port} was to refuse connections, and answered ${answer}`);
  return port;
}
