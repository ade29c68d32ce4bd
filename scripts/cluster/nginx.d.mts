// Types of nginx.mjs for tests that put nginx from deploy/nginx.conf in front of a server.
import type { Nginx } from './start-cluster.mjs';

export function startNginx(options: {
  /** Unset: a free one (free-port.mjs), another if it was taken meanwhile. */
  port?: number;
  servers: string[];
  onLine?: (name: string, line: string) => void;
  /** The checkout whose deploy/nginx.conf is run (this one by default). */
  root?: string;
  /** Each instance's upstream parameters (max_fails=0 by default). */
  serverParameters?: string;
  /** nginx behind a balancer at this address: its X-Forwarded-For names the visitor. */
  realIpFrom?: string;
  /** Files of edge/ (the conf includes edge/*.conf at the http level), by name: an operator's own lines. */
  edgeFiles?: Record<string, string>;
  /** false: the page cache switched off (`proxy_cache off`); on by default, as shipped. */
  pageCache?: boolean;
}): Promise<Nginx>;
