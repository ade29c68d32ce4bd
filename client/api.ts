// The browser's only way to the network: same-origin calls to our /api proxy (never the
// upstream, never credentials). Each call drives the progress bar.
import { ApiError, type BrowserApi } from '#shared/api/browser-api.js';
import { ISLAND_HEADER } from '#shared/api/island-header.js';
import { requestEnded, requestStarted } from './progress.js';

async function send<T>(path: string, init?: RequestInit): Promise<T> {
  requestStarted();
  try {
    // fetch's default credentials are same-origin: our cookies go along.
    const response = await fetch(path, { ...init, headers: { accept: 'application/json', ...init?.headers } });
    const body = (await response.json().catch(() => null)) as { data?: T; message?: string; errors?: Record<string, string> } | null;
    if (!response.ok || !body || !('data' in body)) {
      const retryAfter = Number(response.headers.get('retry-after')) || undefined;
      throw new ApiError(response.status, body?.message ?? 'Сервис временно недоступен', body?.errors, retryAfter);
    }
    return body.data as T;
  } catch (error) {
    throw error instanceof ApiError ? error : new ApiError(0, 'Нет связи с сервером');
  } finally {
    requestEnded();
  }
}

export const browserApi: BrowserApi = {
  get: (path) => send(path),
  // Our own header on every post: a shape another site's page cannot send unpreflighted (server/request/same-origin-posts.ts).
  postForm: (path, form) => send(path, { method: 'POST', body: form, headers: { [ISLAND_HEADER]: '1' } }),
  postJson: (path, body) => send(path, {
    method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', [ISLAND_HEADER]: '1' },
  }),
};
