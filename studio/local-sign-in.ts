// The studio on this computer needs no sign-in (docs/content.md), but Decap would open on «Войти» for its local
// backend: the studio puts that backend's user in the browser's storage, where Decap resumes a signed-in user.
const DECAP_USER = 'decap-cms-user';
/** Decap's name of its local backend in the studio's config (server/studio-listener/decap-config.ts). */
const LOCAL_BACKEND = 'proxy';

export function signInLocally(config: { backend?: { name?: string } }): void {
  if (config.backend?.name !== LOCAL_BACKEND || window.localStorage.getItem(DECAP_USER)) return;
  window.localStorage.setItem(DECAP_USER, JSON.stringify({ backendName: LOCAL_BACKEND }));
}
