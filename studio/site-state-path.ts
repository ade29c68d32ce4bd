// The studio server's «Состояние сайта» as JSON (server/studio/studio-api.ts's STUDIO_PATHS.state), for the studio's pages and
// the server; and the studio's one look at it while it is open: asked every two seconds, each answer handed to the watchers
// (a publish the site refused: refused-notice.ts; a scheduled change gone live on the campaign being edited: live-entry.ts).
import type { LiveChanges } from './site-json.js';

export const STATE_PATH = '/site-api/state';

const POLL_MS = 2000;

/** What the studio's code reads of the state (server/studio/site-state.ts's SiteState). */
export interface SiteStateJson {
  at?: string;
  campaigns?: Array<{ id: string; apiSlug: string; title: string; starts: string; ends: string; scheduledLive?: LiveChanges }>;
  lastReload?: {
    at: string; outcome: 'accepted' | 'refused' | 'partial'; problems: string[]; heldBack: Array<{ title: string; problems: string[] }>;
  } | null;
}

/** The state now; nothing of it when the server does not answer. */
export async function readSiteState(): Promise<SiteStateJson> {
  const answer = await fetch(STATE_PATH, { cache: 'no-store' }).catch(() => undefined);
  return (answer?.ok ? await answer.json().catch(() => undefined) : undefined) ?? {};
}

/** Starts asking for the state; each answer read goes to every watcher, which reads the part of it it names. */
export function watchSiteState(...watchers: Array<(state: SiteStateJson) => void>): void {
  setInterval(() => void readSiteState().then((state) => watchers.forEach((watcher) => watcher(state))), POLL_MS);
}
