// The calls of negotiator (Express's own content negotiation, a dependency of ours since
// the render-cache hit answers before Express: server/render/send-page.ts) we make; the
// image endpoint picks its format with it too (server/images/negotiate-format.ts).
// The package ships no types and @types/negotiator describes its 0.6 line.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The client's most preferred of `available` (identity included), or undefined. */
    encoding(available: string[]): string | undefined;
    /** The media types the Accept header names, most preferred first (q=0 left out). */
    mediaTypes(): string[];
  }
}
