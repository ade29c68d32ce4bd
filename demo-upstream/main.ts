// The demo upstream as a process of its own (the benchmark and the local cluster share
// one, and its CPU is then not counted as the app's). Listens on PORT (0: any free port);
// its first stdout line, JSON, says where it is and which credentials it wants.
import { DEMO_CREDENTIALS, startDemoUpstream } from './server';

const demo = await startDemoUpstream({ ...DEMO_CREDENTIALS, port: Number(process.env.PORT ?? 0) });
process.stdout.write(`${JSON.stringify({ url: demo.url, ...DEMO_CREDENTIALS })}\n`);
process.on('SIGTERM', () => void demo.close().then(() => process.exit(0)));
