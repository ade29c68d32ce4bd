// An entry's address pasted in a tab that showed another entry opens that entry's own form: Decap's editor loads its
// entry when it mounts, and a change of the hash alone kept it mounted, the new form over the old entry's data. Decap
// never goes from one entry's form straight to another's itself, so the studio loads the page again there.

/** The editor's route in a hash (`#/collections/brands/entries/knauf`, `#/collections/campaigns/new`): collection and entry. */
export function entryRoute(hash: string): { collection: string; entry: string } | undefined {
  const [, collection, entry] = /^#\/collections\/([^/?]+)\/(new|entries\/[^?]+)/.exec(hash) ?? [];
  return collection && entry ? { collection, entry } : undefined;
}

/** Going from the form at `from` to the form at `to` needs a fresh editor: another collection, or another saved entry. */
export function needsFreshEditor(from: string, to: string): boolean {
  const [before, after] = [entryRoute(from), entryRoute(to)];
  if (!before || !after) return false;
  if (before.collection !== after.collection) return true;
  return before.entry.startsWith('entries/') && after.entry.startsWith('entries/') && before.entry !== after.entry;
}

/** Loads the page again when the hash moves from one entry's form to another's. */
export function reloadOnAnotherEntry(): void {
  window.addEventListener('hashchange', ({ oldURL, newURL }) => {
    if (needsFreshEditor(new URL(oldURL).hash, new URL(newURL).hash)) window.location.reload();
  });
}
