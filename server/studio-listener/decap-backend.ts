// Decap's local backend (decap-server) in git mode, a child process of the studio (start-decap-backend.ts): it reads
// the repository's folder from its environment and brings its own Express, and a crash of it never stops the site. It
// listens on the Unix socket the parent names (DECAP_SOCKET), never a TCP port: it has no sign-in, and a loopback port
// is reachable by DNS rebinding (docs/decisions/116-studio-loopback-names.md). Ready is told over IPC.
import { createRequire } from 'node:module';
import type { Server } from 'node:http';

interface DecapMiddlewares {
  registerLocalGit(app: unknown, options: { logLevel: string }): Promise<void>;
}
interface ExpressApp {
  listen(path: string, callback: () => void): Server;
}

const require = createRequire(import.meta.url);
// decap-server's own Express (4), not the project's.
const fromDecap = createRequire(require.resolve('decap-server/package.json'));
const express = fromDecap('express') as () => ExpressApp;
const { registerLocalGit } = fromDecap('./dist/middlewares.js') as DecapMiddlewares;

const app = express();
await registerLocalGit(app, { logLevel: process.env.DECAP_LOG_LEVEL ?? 'warn' });
const socketPath = process.env.DECAP_SOCKET ?? '';
const server = app.listen(socketPath, () => process.send?.({ listening: server.address() === socketPath }));
// The parent's end is this process's end: no backend outlives the studio that started it.
process.on('disconnect', () => process.exit(0));
