// The process entry: configuration, then tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set
// (server/observability/instrumentation.ts, which must run before the modules it instruments are
// loaded), the demo upstream when UPSTREAM_URL is unset, then the server itself
// (main.ts). Each is imported here only, as a file of its own in dist/ (build.mjs):
// without tracing no OpenTelemetry module loads, with UPSTREAM_URL no demo code.
import { ConfigError, loadConfig, type Config } from './config.js';
import { clockStartingAt, type Clock } from './calendar/clock.js';
import type { EmbeddedDemo } from './main.js';

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * The demo upstream, with the configured credentials when there are any, on the site's clock
 * (a PROMO_NOW rehearsal sees that day's month).
 */
async function startEmbeddedDemo(config: Config, clock: Clock): Promise<EmbeddedDemo> {
  const { DEMO_CREDENTIALS, startDemoUpstream } = await import('../demo-upstream/server.js');
  const user = config.upstream.user ?? DEMO_CREDENTIALS.user;
  const password = config.upstream.password ?? DEMO_CREDENTIALS.password;
  const demo = await startDemoUpstream({ user, password, now: () => new Date(clock.now()) });
  return { target: { url: demo.url, user, password }, close: () => demo.close() };
}

const config = loadConfigOrExit();
const tracing = config.tracing && (await import('./observability/instrumentation.js')).startTracing(config.tracing);
const clock = clockStartingAt(config.promoNow);
const demo = config.upstream.url ? undefined : await startEmbeddedDemo(config, clock);
const { main } = await import('./main.js');
await main(config, tracing, demo, clock);
