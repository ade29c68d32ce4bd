// What leaves in a span (docs/product.md §10): no card number, no query string. The /api card
// calls and their upstream calls carry cards in their paths, which the instrumentations
// put in span names and URL attributes, and a query may hold the preview token or a card.
// Every string is masked (mask-digit-runs.ts: any 7-digit run, decoded, across
// separators), the query attribute dropped and URL attributes cut at `?`, on each span as
// it is exported, so every attribute any instrumentation sets is covered.
import { maskDigitRuns, withoutQuery } from './mask-digit-runs.js';

type AttributeValue = string | number | boolean | (string | number | boolean | null | undefined)[] | undefined;
type Attributes = Record<string, AttributeValue>;

interface MaskableSpan {
  readonly name: string;
  readonly attributes: Readonly<Attributes>;
  readonly events: readonly { name: string; attributes?: Readonly<Attributes> }[];
  readonly status: { message?: string };
}

/** Attributes that hold the query string itself (dropped) and those that hold a URL or target (cut at `?`). */
const QUERY_ATTRIBUTES = new Set(['url.query', 'http.query']);
const URL_ATTRIBUTES = new Set(['url.full', 'url.original', 'http.url', 'http.target']);
/**
 * Our request id (a UUID, or the trusted proxy's own: server/request/request-facts.ts, never a
 * visitor's) is left whole: its digit runs are not a card, and masked it would find nothing.
 */
const KEPT_ATTRIBUTES = new Set(['promo.request_id']);

function maskAttributes(attributes: Attributes): void {
  for (const [key, value] of Object.entries(attributes)) {
    if (QUERY_ATTRIBUTES.has(key)) delete attributes[key];
    else if (KEPT_ATTRIBUTES.has(key)) continue;
    else if (typeof value === 'string') attributes[key] = maskDigitRuns(URL_ATTRIBUTES.has(key) ? withoutQuery(value) : value);
    else if (Array.isArray(value)) {
      attributes[key] = value.map((item) => (typeof item === 'string' ? maskDigitRuns(item) : item)) as AttributeValue;
    }
  }
}

/** The same spans, masked in place: they are ended, and nothing reads them after the exporter. */
export function maskSpans<S extends MaskableSpan>(spans: S[]): S[] {
  for (const span of spans) {
    const writable = span as unknown as {
      name: string; attributes: Attributes; events: { name: string; attributes?: Attributes }[]; status: { message?: string };
    };
    writable.name = maskDigitRuns(withoutQuery(span.name));
    maskAttributes(writable.attributes);
    for (const event of writable.events) {
      event.name = maskDigitRuns(event.name);
      if (event.attributes) maskAttributes(event.attributes);
    }
    if (writable.status.message) writable.status.message = maskDigitRuns(writable.status.message);
  }
  return spans;
}
