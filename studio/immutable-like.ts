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
