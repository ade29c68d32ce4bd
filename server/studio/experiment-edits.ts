// What the result page's buttons change in the embedded studio's content (docs/decisions/486-experiments-in-the-studio.md;
// server/studio-listener/experiment-edits.ts). A studio on a git host has none: there the operator opens the experiment's
// entry, sets its decision and publishes it, and copies Б's fields into the campaign's entry.
import type { EditOutcome } from './calendar-edits.js';

export interface ExperimentEdits {
  /** «Оставить как было»: the test ends, every visitor sees А. */
  keepA(id: string, who?: string): Promise<EditOutcome>;
  /** «Оставить вариант Б»: the campaign's change with Б's fields opened for review, and the test ended. */
  keepB(id: string, who?: string): Promise<EditOutcome>;
}
