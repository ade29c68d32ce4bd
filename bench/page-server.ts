// The production app for the benchmark, assembled as the process does (createServer),
// with two knobs the benchmark needs: the render cache off (to time the render with the
// upstream cached) and the upstream at a given URL. Logs off: they are not what we time.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../server/config.js';
import { createLogger } from '../server/log.js';
import { createServer } from '../server/create-server.js';

const config = loadConfig({ ...process.env, RATE_LIMITS: 'off', LOG_LEVEL: 'silent' });
const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { app } = await createServer(config, { log: createLogger('silent'), distDir, renderCache: process.env.BENCH_RENDER_CACHE !== 'off' });
const server = http.createServer(app);
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
