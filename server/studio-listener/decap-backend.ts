// Decap's local backend (the decap-server package) in git mode, as a child process of the
// studio (start-decap-backend.ts): its Express 4 app, on a loopback port the system picks,
// told to the parent over IPC. A child because decap-server reads the repository's folder
// from its environment (GIT_REPO_DIRECTORY) and brings its own Express; a crash of it
// stops the editing, never the site.
import { createRequire } from 'node:module';
import type { Server } from 'node:http';

interface DecapMiddlewares {
  registerLocalGit(app: unknown, options: { logLevel: string }): Promise<void>;
}
interface ExpressApp {
  listen(port: number, host: string, callback: () => void): Server;
}

const require = createRequire(import.meta.url);
// decap-server's own Express (4), not the project's.
const fromDecap = createRequire(require.resolve('decap-server/package.json'));
const express = fromDecap('express') as () => ExpressApp;
const { registerLocalGit } = fromDecap('./dist/middlewares.js') as DecapMiddlewares;

const app = express();
await registerLocalGit(app, { logLevel: process.env.DECAP_LOG_LEVEL ?? 'warn' });
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
// The parent's end is this process's end: no backend outlives the studio that started it.
process.on('disconnect', () => process.exit(0));
