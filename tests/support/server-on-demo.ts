// The built server as a process, against a demo upstream of its own on loopback: the
// upstream's calls are counted where they arrive, apart from the server under test.
import { afterAll, beforeAll } from 'vitest';
import { startServer, type ServerProcess } from './server-process.js';
import { DEMO_CREDENTIALS, startDemoUpstream, type DemoUpstream } from './demo-upstream.js';

export interface ServerOnDemo {
  demo: DemoUpstream;
  server: ServerProcess & { base: string };
}

/** Starts both before the file's tests (with `env` on top of the upstream's address and credentials) and stops both after. */
export function serverOnDemo(env: Record<string, string>): ServerOnDemo {
  const started = {} as ServerOnDemo;
  beforeAll(async () => {
    started.demo = await startDemoUpstream(DEMO_CREDENTIALS);
    started.server = await startServer({
      UPSTREAM_URL: started.demo.url, UPSTREAM_USER: DEMO_CREDENTIALS.user, UPSTREAM_PASSWORD: DEMO_CREDENTIALS.password,
      SHUTDOWN_DELAY_MS: '0', ...env,
    });
  });
  afterAll(async () => {
    started.server.child.kill('SIGTERM');
    await started.server.exited;
    await started.demo.close();
  });
  return started;
}
