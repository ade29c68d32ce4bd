// A kind's own content file and its own state as code reads them, each named once per kind beside its selectors, typed
// by the kind's schema's type only (no schema reaches the browser): docs/decisions/371-kinds-by-define-kind.md,
// 371-kinds-by-define-kind.md.
import type { z } from 'zod';
import type { FileValue } from './campaign-schema.js';

/** A kind's part of its pages' state (PageState's `content`, its file's value, or its `kindState`), of type `T`. */
export interface KindPart<T, P extends 'content' | 'kindState' = 'content' | 'kindState'> {
  /** `value`: its type, held by the type alone (never set): a key of one kind's value is no other's. */
  readonly kind: string; readonly part: P; readonly value?: T;
}
export type OwnFile<C> = KindPart<C, 'content'>;
export type OwnState<T> = KindPart<T, 'kindState'>;

/** The key of `kind`'s own file, whose value `S` checks. */
export const ownFile = <S extends z.ZodType>(kind: string): OwnFile<FileValue<S>> => ({ kind, part: 'content' });
/** The key of what `kind`'s descriptor puts in its pages' `kindState` (its `content.state`, which must answer a `T`). */
export const ownState = <T>(kind: string): OwnState<T> => ({ kind, part: 'kindState' });
