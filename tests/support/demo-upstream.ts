// The demo upstream as tests use it: started with its test hooks (every request recorded,
// overrides, reset), which the process started by `npm start` never has.
import { startDemoUpstream as startDemo, type DemoUpstreamOptions, type TestableDemoUpstream } from '#demo-upstream/server.js';

export { DEMO_CARDS, DEMO_CREDENTIALS } from '#demo-upstream/server.js';
export type { OverrideHandler, RecordedRequest } from '#demo-upstream/test-hooks.js';
export type DemoUpstream = TestableDemoUpstream;

export function startDemoUpstream(options: DemoUpstreamOptions): Promise<DemoUpstream> {
  return startDemo({ ...options, testHooks: true });
}
