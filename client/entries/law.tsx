// One esbuild entry = one chunk per page kind; hydrate.tsx imports it on demand. The
// provider adds no markup: it only tells the lazily loaded feedback modal what to do
// when its chunk fails (SPEC.md §8: reload, at most once per 60 s).
import '#shared/features/business/business.css';
import { LawPage } from '#shared/features/business/law-page.js';
import { PartFailureContext } from '#shared/features/business/feedback-modal-slot.js';
import { reloadAfterChunkFailure } from '../chunk-reload.js';

const reload = () => reloadAfterChunkFailure();

export function Page() {
  return (
    <PartFailureContext.Provider value={reload}>
      <LawPage />
    </PartFailureContext.Provider>
  );
}
