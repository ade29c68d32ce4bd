// A kind's own content file as code reads it, named once per kind beside its selectors (its
// `*-texts.ts`): the kind's name and the file's value, typed by the schema the kind's descriptor
// checks the file with (by its type only: no schema reaches the browser). The descriptor's
// `kindContent` takes it and does not compile when its schema's value is another
// (server/pages/page-kind.ts); its file is `<kind>.json`, and a selector made from it reads on that
// kind's pages only (shared/store/slices/page.ts). docs/decisions/380-selectors-from-the-kinds-file.md.
import type { z } from 'zod';
import type { FileValue } from './campaign-schema.js';

export interface OwnFile<C> {
  readonly kind: string;
  /** The value's type, held by the type alone (never set): an OwnFile of one kind's value is no other's. */
  readonly value?: C;
}

/** The key of `kind`'s own file, whose value `S` checks. */
export const ownFile = <S extends z.ZodType>(kind: string): OwnFile<FileValue<S>> => ({ kind });
