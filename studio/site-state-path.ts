// The studio server's «Состояние сайта» as JSON (server/studio/studio-api.ts's STUDIO_PATHS.state), for the studio's pages and the server.
export const STATE_PATH = '/site-api/state';
