// What Decap hands the studio's code: an entry, a field, a collection or their data as Immutable.js values.
export interface ImmutableLike {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
  toJS?(): unknown;
}

/** A collection's fields, searched as Decap's list is. */
export interface ImmutableFields {
  find(test: (field: ImmutableLike) => boolean): ImmutableLike | undefined;
}

/** The field called `name` among a collection's `fields`. */
export const fieldNamed = (fields: ImmutableFields | undefined, name: string) => fields?.find((field) => field.get('name') === name);

/** The field at `path` (an entry's names and list indexes) among `fields`, through groups' fields and lists' types'. */
export function fieldAlong(fields: ImmutableFields | undefined, path: readonly (string | number)[]): ImmutableLike | undefined {
  let field: ImmutableLike | undefined;
  for (const name of path.filter((part) => typeof part === 'string')) {
    field = fieldNamed(fields, name);
    const types = field?.get('types') as { flatMap(each: (type: ImmutableLike) => unknown): ImmutableFields } | undefined;
    fields = (field?.get('fields') as ImmutableFields | undefined) ?? types?.flatMap((type) => type.get('fields'));
  }
  return field;
}
