// What the calendar's buttons change in the embedded studio's content (docs/decisions/251-scheduled-changes.md):
// «Завершить сейчас» and the cancel of a scheduled change, each a commit on the published branch
// (server/studio-listener/calendar-edits.ts). A studio on a git host has none of these: the
// operator edits the entry (its last day and reason, or the change's «Отменено») and publishes it.

/** What a commit the studio makes itself (a calendar's edit, a restore: content-history.ts) ended with: the commit, or the refusal. */
export type EditOutcome = { done: true; commit: string } | { done: false; status: number; message: string };

export const refusal = (status: number, message: string): EditOutcome => ({ done: false, status, message });

export interface CalendarEdits {
  /** Ends the campaign now: its last day becomes `lastDay` (yesterday, Moscow) and `reason` its early end's reason. */
  endNow(campaignId: string, lastDay: string, reason: string, who?: string): Promise<EditOutcome>;
  /** Marks a scheduled change cancelled: it stays on the calendar and never applies. */
  cancel(changeId: string, who?: string): Promise<EditOutcome>;
}
