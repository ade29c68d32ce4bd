// A loopback port nobody listens on right now, for a process the cluster starts.
import net from 'node:net';

/** @returns {Promise<number>} */
export async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {net.AddressInfo} */ (probe.address());
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
