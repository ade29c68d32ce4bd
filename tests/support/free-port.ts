// Ports for a process a test starts that must be told its port up front (redis-server, nginx,
// the image's HEALTHCHECK, an address nothing listens on). The app itself listens on port 0 and
// names its ports in its start-up lines (server-process.ts's boundBase). The cluster's own
// implementation (scripts/cluster/free-port.mjs): per-worker blocks below the ephemeral range.
export { freePort, onFreePort } from '../../scripts/cluster/free-port.mjs';
