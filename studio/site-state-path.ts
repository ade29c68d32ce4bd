// The studio server's «Состояние сайта» as JSON (server/studio/studio-api.ts's STUDIO_PATHS.state), for the studio's pages and
// the server; and the studio's one look at it while it is open: asked every two seconds, each answer handed to the watcher
// of a publish the site refused (refused-notice.ts).

export const STATE_PATH = '/site-api/state';

const POLL_MS = 2000;

/** What the studio's code reads of the state (server/studio/site-state.ts's SiteState). */
export interface SiteStateJson {
  at?: string;
  lastReload?: {
    at: string; outcome: 'accepted' | 'refused' | 'partial'; problems: string[]; heldBack: Array<{ title: string; problems: string[] }>;
  } | null;
}

/** The state now; nothing of it when the server does not answer. */
export async function readSiteState(): Promise<SiteStateJson> {
  const answer = await fetch(STATE_PATH, { cache: 'no-store' }).catch(() => undefined);
  return (answer?.ok ? await answer.json().catch(() => undefined) : undefined) ?? {};
}

/** Starts asking for the state; each answer read goes to `watcher`. */
export function watchSiteState(watcher: (state: SiteStateJson) => void): void {
  setInterval(() => void readSiteState().then(watcher), POLL_MS);
}
