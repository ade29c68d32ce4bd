// The studio server's «Состояние сайта» as JSON (server/studio/studio-api.ts's STUDIO_PATHS.state), for the studio's pages and
// the server; and the studio's one look at it while it is open: asked every two seconds, each answer handed to the watchers
// (a publish the site refused: refused-notice.ts; a scheduled change gone live on the campaign being edited: live-entry.ts).
export const STATE_PATH = '/site-api/state';

const POLL_MS = 2000;

/** Starts asking for the state; each answer read goes to every watcher, which reads the part of it it names. */
export function watchSiteState(...watchers: Array<(state: never) => void>): void {
  const look = async () => {
    const answer = await fetch(STATE_PATH, { cache: 'no-store' }).catch(() => undefined);
    const state: unknown = answer?.ok ? await answer.json().catch(() => undefined) : undefined;
    if (state) for (const watcher of watchers) watcher(state as never);
  };
  setInterval(() => void look(), POLL_MS);
}
