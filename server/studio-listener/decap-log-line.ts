// A line decap-server writes (its winston logger: `<level>: <message>`, the level coloured) as the
// studio's log keeps it (start-decap-backend.ts): at its own level, without the colour's escapes.
// A call Decap fails is answered with `500 {"error":"Unknown error"}` alone; its line says why,
// `Error handling <the call's JSON>: <the error>`, and that JSON carries the whole call: a save's
// entry and its pictures in base64, megabytes on one line. The line kept names the call by its
// action and entry, and keeps the error (docs/decisions/330-studio-always-answers.md).

export interface DecapLine {
  level: 'error' | 'warn' | 'info';
  msg: string;
  /** The call a failure line is about: its action, and its entry (`campaigns/knauf2025`) or file when it names one. */
  action?: string;
  entry?: string;
}

// eslint-disable-next-line no-control-regex -- the colour's escapes are what is taken out
const COLOUR = /\u001b\[[0-9;]*m/g;
const WINSTON_LINE = /^(error|warn|info|http|verbose|debug|silly): (.*)$/s;
const FAILED_CALL = 'Error handling ';
/** How many `}: ` a failure line's call is looked for its end at (a string of the call may hold one). */
const CALL_END_TRIES = 20;

/** The call at the start of `text` (Decap's JSON of it) and the error after it; undefined when none parses. */
function splitFailure(text: string): { call: Record<string, unknown>; error: string } | undefined {
  let end = text.indexOf('}: ');
  for (let tries = 0; end >= 0 && tries < CALL_END_TRIES; tries++, end = text.indexOf('}: ', end + 1)) {
    try {
      const call: unknown = JSON.parse(text.slice(0, end + 1));
      if (typeof call === 'object' && call !== null) return { call: call as Record<string, unknown>, error: text.slice(end + 3) };
    } catch {
      // Not the call's end: a `}: ` inside one of its strings.
    }
  }
  return undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The entry a call is about: `<collection>/<slug>` of a pending change, the saved entry's, or the file it names. */
function entryOf(params: unknown): string | undefined {
  if (typeof params !== 'object' || params === null) return undefined;
  const { collection, slug, entry, options, path, id } = params as Record<string, unknown>;
  const saved = typeof entry === 'object' && entry !== null ? entry as Record<string, unknown> : {};
  const collectionName = typeof options === 'object' && options !== null ? (options as Record<string, unknown>).collectionName : undefined;
  if (text(collection) && text(slug)) return `${String(collection)}/${String(slug)}`;
  if (text(collectionName) && text(saved.slug)) return `${String(collectionName)}/${String(saved.slug)}`;
  return text(saved.path) ?? text(path) ?? text(id);
}

export function readDecapLine(line: string): DecapLine {
  const plain = line.replace(COLOUR, '').trim();
  const [, level = '', message = plain] = WINSTON_LINE.exec(plain) ?? [];
  const kept: DecapLine['level'] = level === 'error' || level === 'warn' ? level : level === '' ? 'warn' : 'info';
  if (!message.startsWith(FAILED_CALL)) return { level: kept, msg: message };
  const failure = splitFailure(message.slice(FAILED_CALL.length));
  if (!failure) return { level: kept, msg: message };
  const action = text(failure.call.action) ?? '?';
  const entry = entryOf(failure.call.params);
  return { level: kept, msg: `${action}${entry ? ` (${entry})` : ''}: ${failure.error}`, action, ...(entry ? { entry } : {}) };
}
