// The empty value of a content schema, derived from the schema itself, so no empty value is
// written beside one: what a kind's pages are made from before any content is read (their ids
// and paths never depend on it, server/pages/page-kind.ts's kindContent). Every text is '', a
// list empty, an optional field absent, a day the first one the calendar can read.
import type { z } from 'zod';

/** A day any calendar reads (the empty value's dates must parse, though no page shows them). */
const FIRST_DAY = '2000-01-01';

/** The empty value of one schema node, by the kind of its definition. */
function emptyNode(schema: z.core.$ZodType): unknown {
  // Every zod schema is one of $ZodTypes: its definition's `type` then tells its fields.
  const { def } = (schema as z.core.$ZodTypes)._zod;
  switch (def.type) {
    case 'string':
      return 'format' in def && def.format === 'date' ? FIRST_DAY : '';
    case 'number': case 'bigint':
      return 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'record': case 'map':
      return {};
    case 'object':
      return Object.fromEntries(Object.entries(def.shape)
        .filter(([, field]) => field._zod.optin !== 'optional')
        .map(([key, field]) => [key, emptyNode(field)]));
    case 'literal':
      return def.values[0];
    case 'enum':
      return Object.values(def.entries)[0];
    case 'union':
      return emptyNode(def.options[0]!);
    case 'pipe':
      return emptyNode(def.in);
    case 'default':
      return def.defaultValue;
    case 'optional': case 'nullable': case 'readonly': case 'catch': case 'nonoptional':
      return emptyNode(def.innerType);
    default:
      throw new Error(`emptyOf: no empty value for a ${def.type} schema`);
  }
}

/** The value `schema` describes with every text empty (never checked: an empty text does not pass). */
export const emptyOf = <S extends z.ZodType>(schema: S): z.output<S> => emptyNode(schema) as z.output<S>;
