// The kinds of page. Each kind has one loader and component on the server
// (server/loaders/page-modules.ts, a map the compiler holds complete) and one client
// chunk built from client/entries/<kind>.tsx. This file has no imports because build.mjs
// reads it as it stands to know which chunks to build.
export const PAGE_KINDS = ['campaign', 'karta-elektrika', 'lovecategory', 'law', 'sert', 'hub'] as const;

export type PageKind = (typeof PAGE_KINDS)[number];
