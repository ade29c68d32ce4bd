// The studio server's «Состояние сайта» as JSON (server/studio/studio-api.ts's STUDIO_PATHS.state).
export const STATE_PATH = '/site-api/state';
