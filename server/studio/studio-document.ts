// The document of every plain page of the studio's listener (site-state-page.ts, history-page.ts,
// calendar-page.ts): Russian, never indexed, its style inline (the status line's colours shared), its heading first.
import { escapeHtml } from '../answers/escape-html.js';

/** The page with `body` under its heading (`heading`, else its title); without a body, the reason it is refused. */
export function studioDocument(page: { title: string; heading?: string; style: string }, body: string | undefined, refusal = ''): string {
  return '<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${page.title}</title><style>.ok{color:#0b6b2b}.bad{color:#a3120b;font-weight:600}${page.style}</style></head>` +
    `<body><h1>${page.heading ?? page.title}</h1>${body ?? `<p class="bad">${escapeHtml(refusal)}</p>`}</body></html>`;
}

/**
 * The script a page's buttons post with (history-page.ts, calendar-page.ts): JSON, as the studio's endpoints take it (so a
 * cross-site form cannot post), `busy` in #status while it waits, then `done` and a reload after `reloadMs`, or the refusal.
 * #status moves beside the button clicked: the answer is read where the operator looks, not at the page's top out of sight.
 */
export const POST_SCRIPT = `async function post(button, url, body, busy, done, reloadMs) {
  const status = document.getElementById('status');
  (button.closest('li, th, td') || button.parentElement).append(status);
  button.disabled = true;
  status.className = ''; status.textContent = busy;
  try {
    const answer = await fetch(url, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body, credentials: 'same-origin',
    });
    const result = await answer.json();
    status.className = answer.ok ? 'ok' : 'bad';
    status.textContent = answer.ok ? done : result.message;
    if (answer.ok) setTimeout(() => location.reload(), reloadMs);
  } catch {
    status.className = 'bad'; status.textContent = 'Сервер не ответил: проверьте, что он запущен, и попробуйте ещё раз';
  }
  button.disabled = false;
}`;
