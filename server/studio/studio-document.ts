// The document of every plain page of the studio's listener (site-state-page.ts, history-page.ts,
// calendar-page.ts): Russian, never indexed, its style inline, its heading first.
import { escapeHtml } from '../answers/escape-html.js';

/** The page with `body` under its heading (`heading`, else its title); without a body, the reason it is refused. */
export function studioDocument(page: { title: string; heading?: string; style: string }, body: string | undefined, refusal = ''): string {
  return '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${page.title}</title><style>${page.style}</style></head>` +
    `<body><h1>${page.heading ?? page.title}</h1>${body ?? `<p class="bad">${escapeHtml(refusal)}</p>`}</body></html>`;
}
