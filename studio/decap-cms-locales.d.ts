// decap-cms-locales ships no types: each export is one language's phrase table.
declare module 'decap-cms-locales' {
  export const ru: Record<string, unknown>;
}
