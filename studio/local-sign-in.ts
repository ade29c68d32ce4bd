// The studio on this computer (`npm start`, Decap's local backend through the studio's listener) needs no sign-in
// (docs/content.md): Decap would still open on a «Войти» screen, since its local backend is one it signs in to.
// Decap keeps a signed-in user in the browser's storage and resumes it; the studio puts the local backend's user
// there before Decap starts, so it opens on the studio itself. A git host's studio signs in as before.
const DECAP_USER = 'decap-cms-user';
/** Decap's name of its local backend in the studio's config (server/studio-listener/decap-config.ts). */
const LOCAL_BACKEND = 'proxy';

export function signInLocally(config: { backend?: { name?: string } }): void {
  if (config.backend?.name !== LOCAL_BACKEND || window.localStorage.getItem(DECAP_USER)) return;
  window.localStorage.setItem(DECAP_USER, JSON.stringify({ backendName: LOCAL_BACKEND }));
}
