// The preloaded state goes into a <script type="application/json"> block. JSON alone is
// not safe inside HTML: `</script>` would end the block and U+2028/U+2029 break older
// parsers, so & < > and both separators are escaped as \uXXXX (react-router markup.ts).
const UNSAFE = /[&<>\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '<': '\\u003c',
  '>': '\\u003e',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
const UNSAFE_CHARACTERS = Object.keys(ESCAPES);

/** JSON text made safe inside the block. Each character is escaped alone, so the parts of a text can be escaped apart. */
function escaped(json: string): string {
  // Nothing to escape (most pages' states): the JSON as it is. A search per character allocates
  // nothing; replace, or a test by the regular expression, made a copy of the whole state.
  return UNSAFE_CHARACTERS.some((ch) => json.includes(ch)) ? json.replace(UNSAFE, (ch) => ESCAPES[ch]!) : json;
}

export function serializeState(state: unknown): string {
  return escaped(JSON.stringify(state));
}

/** Where a part of the state was: the value met there last and, once it was met again frozen through, its text. */
interface Place {
  /** The field's name as JSON, escaped (a list's item has none). */
  name: string;
  value: unknown;
  text: string | undefined;
  fields: Map<string, Place> | undefined;
}

/** Slices, then their fields: the parts that come back unchanged from render to render. */
const DEPTH = 3;
/** A place holds no more fields than a slice has: an object keyed by data (ids, codes) is not followed. */
const MOST_FIELDS = 64;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || 'toJSON' in value) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** Nothing in `value` can change: frozen all through, data properties only (a getter could answer anew each time). */
function frozenThrough(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return typeof value !== 'function';
  if (!Object.isFrozen(value)) return false;
  return Object.values(Object.getOwnPropertyDescriptors(value)).every(
    (property) => 'value' in property && frozenThrough(property.value),
  );
}

/**
 * serializeState for the store's state of every render, the same text, made with less work: most of a
 * state comes back from render to render as the very same objects (the slices a page leaves at their
 * initial state, the site's texts), and a part met again at its place, frozen all through (Redux
 * Toolkit's initial states, Immer's output, server/render/page-renderer.ts's site texts), cannot have
 * changed: it is sent as the text made for it the last time. A part made for one request (a visitor's
 * card, a slice the loader filled) is new each time and made anew each time: nothing of one answer is
 * ever sent in another. The slices' and fields' order and the JSON are JSON.stringify's own.
 */
export function stateSerializer(): (state: Record<string, unknown>) => string {
  const root = placeNamed('');

  /** The escaped text of `value` (undefined where JSON.stringify leaves a field out) at `place`. */
  function textAt(place: Place, value: unknown, depth: number): string | undefined {
    // A number or a string costs less made anew than looked up, and no place holds a visitor's digits.
    if (typeof value !== 'object' || value === null) return serializeField(value);
    if (place.text !== undefined && place.value === value) return place.text;
    const text = (depth < DEPTH && partsOf(place, value, depth + 1)) || serializeField(value);
    // Kept when met a second time: a part made for one request is never checked, nor kept.
    if (text !== undefined && place.value === value && frozenThrough(value)) place.text = text;
    else {
      place.value = value;
      place.text = undefined;
    }
    return text;
  }

  /**
   * `{…}` of an object's fields' texts or `[…]` of a list's items', joined as JSON.stringify joins them (a field it
   * leaves out, undefined or a function, left out; such an item null); undefined when a part has a toJSON
   * (JSON.stringify calls it with the part's key).
   */
  function joined(place: Place, value: Record<string, unknown> | readonly unknown[], depth: number): string | undefined {
    const keys = Array.isArray(value) ? undefined : Object.keys(value);
    const fields = (place.fields ??= new Map());
    let text = '';
    for (let i = 0, count = keys ? keys.length : (value as readonly unknown[]).length; i < count; i++) {
      const key = keys ? keys[i]! : String(i);
      const part = keys ? (value as Record<string, unknown>)[key] : (value as readonly unknown[])[i];
      if (typeof part === 'object' && part !== null && 'toJSON' in part) return undefined;
      let at = fields.get(key);
      if (!at && fields.size < MOST_FIELDS) fields.set(key, (at = placeNamed(keys ? escaped(JSON.stringify(key)) : '')));
      const partText = at ? textAt(at, part, depth) : serializeField(part);
      if (keys && partText === undefined) continue;
      if (!keys) text += `${text ? ',' : '['}${partText ?? 'null'}`;
      else text += `${text ? ',' : '{'}${at ? at.name : escaped(JSON.stringify(key))}:${partText}`;
    }
    return `${text || (keys ? '{' : '[')}${keys ? '}' : ']'}`;
  }

  /** A list or an object above DEPTH made of its parts' texts; undefined for anything else. */
  const partsOf = (place: Place, value: unknown, depth: number) =>
    Array.isArray(value) || isPlainObject(value) ? joined(place, value, depth) : undefined;

  // Named, so a CPU profile finds the state's serialisation by it.
  return function serializePageState(state) {
    return joined(root, state, 1) ?? serializeState(state);
  };
}

const placeNamed = (name: string): Place => ({ name, value: undefined, text: undefined, fields: undefined });

/** A field's escaped text; undefined where JSON.stringify leaves it out. */
function serializeField(field: unknown): string | undefined {
  const json = JSON.stringify(field);
  return json === undefined ? undefined : escaped(json);
}
