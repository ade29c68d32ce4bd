// The web-vitals reporter (web-vitals-report.ts) is never on the page's critical path: its
// file is asked for when the browser is next idle after the page starts. It is built
// apart from the page (scripts/build/client-build.mjs says why), which names it here. A
// failed load is only a page view not measured: no reload, no message.
import { whenIdle } from './when-near-viewport.js';

/** `./vitals-reporter-<hash>.js`, set by the build. */
declare const __RUM_SCRIPT__: string;

type Reporter = typeof import('./web-vitals-report.js');

export function reportVitalsWhenIdle(page: string): void {
  whenIdle(() => {
    (import(__RUM_SCRIPT__) as Promise<Reporter>).then(({ reportWebVitals }) => reportWebVitals(page), () => {});
  });
}
