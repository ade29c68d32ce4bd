// The benchmark's production app (page-app.ts), started as server/index.ts starts the
// server: tracing first when OTEL_EXPORTER_OTLP_ENDPOINT is set (`npm run bench` times
// the render-cache hit with it too), so the instrumentations patch the app's modules.
import { loadConfig } from '../server/config.js';

const config = loadConfig({
  // Off: the load comes from one address, which the limits would refuse. A hit asks no limit.
  ...process.env, HOST: '127.0.0.1', RATE_LIMITS: 'off', LOG_LEVEL: 'info', SHUTDOWN_DELAY_MS: '0',
});
const tracing = config.tracing && (await import('../server/observability/instrumentation.js')).startTracing(config.tracing);
const { startPageApp } = await import('./page-app.js');
await startPageApp(config, tracing);
