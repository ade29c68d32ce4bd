// Decap's local backend (the decap-server package) in git mode, as a child process of the
// studio (start-decap-backend.ts): its Express 4 app, on the Unix socket the parent names
// (DECAP_SOCKET, in a folder only this user can enter), never on a TCP port: Decap's local
// backend has no sign-in, and a port on loopback is reachable from a web page by DNS
// rebinding (docs/decisions/116-studio-loopback-names.md). Ready is told to the parent over
// IPC. A child because decap-server reads the repository's folder from its environment
// (GIT_REPO_DIRECTORY) and brings its own Express; a crash of it stops the editing, never
// the site.
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
