// The document every plain page of the studio's listener is (site-state-page.ts,
// history-page.ts, calendar-page.ts): Russian, never indexed, its style inline, its
// heading first; a refused page (no sign-in, no history here) is its heading and the reason.
import { escapeHtml } from '../answers/escape-html.js';

export interface StudioPage {
  title: string;
  /** Its h1, where it says more than the title. */
  heading?: string;
  style: string;
}

/** The page with `body` under its heading; without a body, `refusal` alone. */
export function studioDocument({ title, heading = title, style }: StudioPage, body: string | undefined, refusal = ''): string {
  return '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${title}</title><style>${style}</style></head><body><h1>${heading}</h1>` +
    `${body ?? `<p class="bad">${escapeHtml(refusal)}</p>`}</body></html>`;
}
