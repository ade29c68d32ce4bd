// An OTLP/HTTP trace receiver for tests (docs/product.md §10): a plain HTTP server on a loopback
// port that takes POST /v1/traces in both encodings the server may use, OTLP JSON and
// OTLP protobuf (read here with a small wire-format reader, no generated code), and
// keeps every span, normalised. Tests await the spans they expect instead of sleeping.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export type AttributeValue = string | number | boolean | null;

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, AttributeValue>;
  serviceName: string;
}

export interface OtlpReceiver {
  url: string;
  spans: ReceivedSpan[];
  /** The content types the batches came in. */
  contentTypes: string[];
  /** The paths the batches were posted to (/v1/traces, /v1/metrics, /v1/logs). */
  paths: string[];
  /** Resolves once `check` finds what it wants among the spans received so far (or later). */
  until<T>(check: (spans: ReceivedSpan[]) => T | undefined, timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
}

// --- OTLP JSON -------------------------------------------------------------------------

interface JsonValue { stringValue?: string; boolValue?: boolean; intValue?: string | number; doubleValue?: number }
interface JsonKeyValue { key: string; value: JsonValue }
interface JsonSpan { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes?: JsonKeyValue[] }
interface JsonRequest { resourceSpans: { resource?: { attributes?: JsonKeyValue[] }; scopeSpans: { spans: JsonSpan[] }[] }[] }

const jsonValue = (v: JsonValue): AttributeValue =>
  v.stringValue ?? v.boolValue ?? (v.intValue !== undefined ? Number(v.intValue) : v.doubleValue ?? null);
const jsonAttributes = (list: JsonKeyValue[] = []) => Object.fromEntries(list.map(({ key, value }) => [key, jsonValue(value)]));

function fromJson(body: Buffer): ReceivedSpan[] {
  const request = JSON.parse(body.toString('utf8')) as JsonRequest;
  return request.resourceSpans.flatMap(({ resource, scopeSpans }) => {
    const serviceName = String(jsonAttributes(resource?.attributes)['service.name'] ?? '');
    return scopeSpans.flatMap(({ spans }) => spans.map((s) => ({
      traceId: s.traceId, spanId: s.spanId, parentSpanId: s.parentSpanId ?? '', name: s.name, kind: s.kind,
      attributes: jsonAttributes(s.attributes), serviceName,
    })));
  });
}

// --- OTLP protobuf (opentelemetry/proto/trace/v1/trace.proto field numbers) --------------

type Field = { number: number; varint?: bigint; bytes?: Buffer; fixed64?: Buffer };

function readVarint(buf: Buffer, at: number): [bigint, number] {
  let value = 0n;
  let shift = 0n;
  for (;;) {
    const byte = buf[at++]!;
    value |= BigInt(byte & 0x7f) << shift;
    if (byte < 0x80) return [value, at];
    shift += 7n;
  }
}

function fields(buf: Buffer): Field[] {
  const out: Field[] = [];
  let at = 0;
  while (at < buf.length) {
    const [key, next] = readVarint(buf, at);
    at = next;
    const number = Number(key >> 3n);
    const wire = Number(key & 7n);
    if (wire === 0) {
      const [value, n] = readVarint(buf, at);
      out.push({ number, varint: value });
      at = n;
    } else if (wire === 1) {
      out.push({ number, fixed64: buf.subarray(at, at + 8) });
      at += 8;
    } else if (wire === 2) {
      const [length, n] = readVarint(buf, at);
      out.push({ number, bytes: buf.subarray(n, n + Number(length)) });
      at = n + Number(length);
    } else if (wire === 5) at += 4;
    else throw new Error(`protobuf wire type ${wire} not expected in OTLP`);
  }
  return out;
}

const all = (list: Field[], number: number) => list.filter((f) => f.number === number);
const one = (list: Field[], number: number) => list.find((f) => f.number === number);

function protoValue(buf: Buffer): AttributeValue {
  const f = fields(buf)[0];
  if (!f) return null;
  if (f.number === 1) return f.bytes!.toString('utf8');
  if (f.number === 2) return f.varint === 1n;
  if (f.number === 3) return Number(BigInt.asIntN(64, f.varint!));
  if (f.number === 4) return f.fixed64!.readDoubleLE(0);
  return null;
}

const protoAttributes = (list: Field[]) => Object.fromEntries(list.map((kv) => {
  const parts = fields(kv.bytes!);
  return [one(parts, 1)!.bytes!.toString('utf8'), protoValue(one(parts, 2)?.bytes ?? Buffer.alloc(0))];
}));

function fromProtobuf(body: Buffer): ReceivedSpan[] {
  return all(fields(body), 1).flatMap((resourceSpans) => {
    const rs = fields(resourceSpans.bytes!);
    const resource = one(rs, 1);
    const serviceName = String(protoAttributes(resource ? all(fields(resource.bytes!), 1) : [])['service.name'] ?? '');
    return all(rs, 2).flatMap((scopeSpans) => all(fields(scopeSpans.bytes!), 2).map((span) => {
      const s = fields(span.bytes!);
      const hex = (n: number) => one(s, n)?.bytes?.toString('hex') ?? '';
      return {
        traceId: hex(1), spanId: hex(2), parentSpanId: hex(4),
        name: one(s, 5)!.bytes!.toString('utf8'), kind: Number(one(s, 6)?.varint ?? 0n),
        attributes: protoAttributes(all(s, 9)), serviceName,
      };
    }));
  });
}

// --- the server --------------------------------------------------------------------------

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const contentTypes: string[] = [];
  const paths: string[] = [];
  const waiters = new Set<() => void>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      const type = req.headers['content-type'] ?? '';
      contentTypes.push(type);
      paths.push(req.url ?? '');
      if (req.url === '/v1/traces') spans.push(...(type.includes('json') ? fromJson(body) : fromProtobuf(body)));
      for (const wake of waiters) wake();
      // An empty ExportTraceServiceResponse: `{}` in JSON, no bytes in protobuf.
      res.writeHead(200, { 'content-type': type.includes('json') ? 'application/json' : 'application/x-protobuf' }).end(
        type.includes('json') ? '{}' : '',
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    contentTypes,
    paths,
    until(check, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`the expected spans did not arrive in ${timeoutMs} ms; got: ${spans.map((s) => s.name).join(', ')}`));
        }, timeoutMs);
        const look = () => {
          const found = check(spans);
          if (found === undefined) return;
          clearTimeout(timer);
          waiters.delete(look);
          resolve(found);
        };
        waiters.add(look);
        look();
      });
    },
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
