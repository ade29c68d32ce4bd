// The header our islands put on every /api post (client/api.ts): a custom header makes the
// post one a browser preflights, which another site's page cannot have answered, so only
// our own pages send it (server/request/same-origin-posts.ts).
export const ISLAND_HEADER = 'x-promo-island';
