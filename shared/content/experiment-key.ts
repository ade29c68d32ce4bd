// An experiment's key as the studio draws it (shared/content/experiment-schema.ts's EXPERIMENT_KEY): when the test is
// created (studio/schedule-names.ts, in the browser) and when it is restarted (server/studio-listener/experiment-edits.ts).
// Apart from the schema, so the studio's bundle takes no schema library for it.

const KEY_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A new key: 12 letters and digits from the platform's cryptographic generator (the browser's or Node's). */
export function drawExperimentKey(): string {
  return [...crypto.getRandomValues(new Uint8Array(12))].map((byte) => KEY_LETTERS[byte % KEY_LETTERS.length]).join('');
}
