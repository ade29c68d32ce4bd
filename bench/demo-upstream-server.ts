// The demo upstream in a process of its own, so its CPU is not counted as the page's.
import { DEMO_CREDENTIALS, startDemoUpstream } from '../server/upstream/demo/server.js';

const demo = await startDemoUpstream({ ...DEMO_CREDENTIALS, port: Number(process.env.PORT ?? 0) });
process.stdout.write(`${demo.url}\n`);
process.on('SIGTERM', () => void demo.close().then(() => process.exit(0)));
