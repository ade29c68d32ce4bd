// What a publish's merge says on a git host, in Russian, as the embedded studio's listener writes a merge
// (docs/decisions/117-studio-history.md): Decap's own is a fixed «Automatically generated. Merged on
// Decap CMS.». The studio's build (scripts/build/decap-publish-words.mjs) has each backend's merge take it from here.
import { changedFieldWords, labelsAlong, withFields } from '#shared/content/change-words.js';
import { fileForm, formFields, lastSaved } from './commit-fields.js';
import type { ImmutableLike } from './immutable-like.js';

/** A publish's message by its entry's key, `<collection>/<slug>`. */
const messages = new Map<string, string>();

/** The entry as the studio names it: «Акция «rockwool25»», or a file's label («Тексты сайта»). */
function entryTitle(collection: ImmutableLike, slug: string): string {
  const file = fileForm(collection, slug);
  if (file) return file.label;
  const singular = collection.get('label_singular') ?? collection.get('label');
  return `${typeof singular === 'string' ? singular : String(collection.get('name'))} «${slug}»`;
}

/** Notes what publishing `entry` will say: the fields its text (as last saved here, else as read) changes from `published`. */
export function notePublish(collection: ImmutableLike, entry: ImmutableLike, published: unknown): void {
  const slug = String(entry.get('slug'));
  const path = entry.get('path');
  const raw = entry.get('raw');
  const change = (typeof path === 'string' ? lastSaved(path) : undefined) ?? (typeof raw === 'string' ? raw : undefined);
  const fields = formFields(collection, slug);
  // The local backend answers a file it lacks with null data, the git hosts with an error.
  const before = typeof published === 'string' ? published : undefined;
  const words = change === undefined ? '' : changedFieldWords(before, change, (names) => labelsAlong(fields, names).join(' › '));
  messages.set(`${String(collection.get('name'))}/${slug}`, withFields(`Публикация: ${entryTitle(collection, slug)}`, words));
}

/** The merge message for the pull request of `branch` (`cms/<collection>/<slug>`; open authoring: `cms/<repo>/<collection>/<slug>`). */
export function mergeMessage(branch: string): string {
  for (const [key, message] of messages) if (branch === `cms/${key}` || branch.endsWith(`/${key}`)) return message;
  // Not noted (a publish Decap started some other way): the branch still names the entry.
  return `Публикация: ${branch.replace(/^cms\//, '')}`;
}
