// The default error page (SPEC.md §2.1): the message, and on 404 a link home (`/`).
// Plain HTML with no scripts, so it works even when the assets are what failed.
import { escapeHtml } from './escape-html.js';

export function renderErrorPage(status: number, message: string): string {
  const home = status === 404 ? '<p><a href="/">На главную</a></p>' : '';
  return (
    '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${status}: ${escapeHtml(message)}</title><meta name="description" content="${escapeHtml(message)}">` +
    '<link rel="icon" href="data:,"></head>' +
    `<body><main style="font-family:system-ui,sans-serif;text-align:center;padding:15vh 20px"><h1>${status}</h1>` +
    `<p>${escapeHtml(message)}</p>${home}</main></body></html>`
  );
}
