// The demo upstream in a process of its own, so its CPU is not counted as the page's.
// Its first stdout line tells bench.mjs where it is and which credentials it wants.
import { DEMO_CREDENTIALS, startDemoUpstream } from '../demo-upstream/server.js';

const demo = await startDemoUpstream({ ...DEMO_CREDENTIALS, port: Number(process.env.PORT ?? 0) });
process.stdout.write(`${JSON.stringify({ url: demo.url, ...DEMO_CREDENTIALS })}\n`);
process.on('SIGTERM', () => void demo.close().then(() => process.exit(0)));
