// Card numbers never leave in a span (PRODUCT.md §10): the /api card calls and their
// upstream calls carry them in their paths, which the instrumentations put in span names
// and URL attributes. Masked as the logs are (mask-card-numbers.ts), on each span as it
// is exported, so every attribute any instrumentation sets is covered.
import { maskCardNumbers } from './mask-card-numbers.js';

type AttributeValue = string | number | boolean | (string | number | boolean | null | undefined)[] | undefined;
type Attributes = Record<string, AttributeValue>;

interface MaskableSpan {
  readonly name: string;
  readonly attributes: Readonly<Attributes>;
  readonly events: readonly { name: string; attributes?: Readonly<Attributes> }[];
  readonly status: { message?: string };
}

function maskAttributes(attributes: Attributes): void {
  for (const [key, value] of Object.entries(attributes)) {
    if (typeof value === 'string') attributes[key] = maskCardNumbers(value);
    else if (Array.isArray(value)) attributes[key] = value.map((item) => (typeof item === 'string' ? maskCardNumbers(item) : item)) as AttributeValue;
  }
}

/** The same spans, masked in place: they are ended, and nothing reads them after the exporter. */
export function maskSpans<S extends MaskableSpan>(spans: S[]): S[] {
  for (const span of spans) {
    const writable = span as unknown as { name: string; attributes: Attributes; events: { name: string; attributes?: Attributes }[]; status: { message?: string } };
    writable.name = maskCardNumbers(span.name);
    maskAttributes(writable.attributes);
    for (const event of writable.events) {
      event.name = maskCardNumbers(event.name);
      if (event.attributes) maskAttributes(event.attributes);
    }
    if (writable.status.message) writable.status.message = maskCardNumbers(writable.status.message);
  }
  return spans;
}
