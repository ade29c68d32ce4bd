// `npm run dev`'s proxy and restarts (scripts/build/dev-server.mjs) without the build, for
// tests/process/dev-proxy.test.ts: `node dev-proxy-harness.mjs <out>` runs the app found
// at <out>/server/index.js (tests/support/dev-proxy-app.mjs), behind the proxy on PORT.
// SIGUSR2 stands for a rebuild (the app restarts); SIGTERM stops it all, as the watcher does.
import { createDevServer } from '../../scripts/build/dev-server.mjs';

// A few seconds' silence is enough here: the stand-in app answers at once or not at all.
const dev = createDevServer({ out: process.argv[2], appSilenceMs: Number(process.env.APP_SILENCE_MS) });
dev.rebuilt();
process.on('SIGUSR2', () => dev.rebuilt());
// A stop that fails exits 1 with its reason, so the test's wait for the exit sees it.
process.on('SIGTERM', () => {
  dev.stop().then(() => process.exit(0), (error) => {
    console.error(`dev-proxy-harness: the stop failed: ${error.message}`);
    process.exit(1);
  });
});
