// What an edit of a content file changed, field by field (docs/decisions/117-studio-history.md). A list is one field
// (its items have no names of their own to show or restore by).

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isRecord = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function sameJson(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameJson(a[key], b[key]));
}

/** Every leaf field that differs between `before` and `after`, in the files' key order: its path in the JSON, each side where present. */
export function fieldChanges(
  before: Json | undefined, after: Json | undefined, path: string[] = [],
): { path: string[]; before?: Json; after?: Json }[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
    return keys.flatMap((key) => fieldChanges(before[key], after[key], [...path, key]));
  }
  if (sameJson(before, after)) return [];
  // A whole object added or removed reads as its fields, each from or to nothing.
  if (isRecord(before) && after === undefined) return fieldChanges(before, {}, path);
  if (isRecord(after) && before === undefined) return fieldChanges({}, after, path);
  return [{ path, ...(before === undefined ? {} : { before }), ...(after === undefined ? {} : { after }) }];
}

export function valueAt(data: Json | undefined, path: string[]): Json | undefined {
  let here = data;
  for (const key of path) {
    if (!isRecord(here)) return undefined;
    here = here[key];
  }
  return here;
}

/** `data` with the field at `path` set to `value`, or removed (with objects it leaves empty) when undefined. */
export function withValueAt(data: Json | undefined, path: string[], value: Json | undefined): Json | undefined {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const record = isRecord(data) ? { ...data } : {};
  const inner = withValueAt(record[key], rest, value);
  if (inner === undefined || (isRecord(inner) && Object.keys(inner).length === 0)) delete record[key];
  else record[key] = inner;
  return record;
}

/** A field's key in requests and the page: the file, then the JSON path as a JSON pointer (RFC 6901). */
export function fieldKey(file: string, path: string[]): string {
  return `${file}#${path.map((part) => `/${part.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('')}`;
}

/**
 * A page's own file with version Б's `fields` over it (docs/product.md §12): a group's fields one by one, a list or a
 * text whole; the site's version Б (server/experiments/version-b.ts) and the change that makes Б the content read it.
 */
export function withFieldsOver(own: Json, fields: Json): Json {
  if (!isRecord(own) || !isRecord(fields)) return fields;
  return { ...own, ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, withFieldsOver(own[key] ?? null, value)])) };
}
