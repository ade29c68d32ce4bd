// Types of nginx.mjs for tests that put nginx from deploy/nginx.conf in front of a server.
import type { Nginx } from './start-cluster.mjs';

export function startNginx(options: { port: number; servers: string[]; onLine?: (line: string) => void }): Promise<Nginx>;
