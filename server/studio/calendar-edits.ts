// What the calendar's buttons change in the embedded studio's content (docs/decisions/252-studio-calendar.md):
// «Завершить сейчас» and the cancel of a scheduled change, each a commit on the published branch
// (server/studio-listener/calendar-edits.ts). A studio on a git host has none of these: the
// operator edits the entry (its last day and reason, or the change's «Отменено») and publishes it.
export type CalendarEditOutcome = { done: true; commit: string } | { done: false; status: number; message: string };

export interface CalendarEdits {
  /** Ends the campaign now: its last day becomes `lastDay` (yesterday, Moscow) and `reason` its early end's reason. */
  endNow(campaignId: string, lastDay: string, reason: string, who?: string): Promise<CalendarEditOutcome>;
  /** Marks a scheduled change cancelled: it stays on the calendar and never applies. */
  cancel(changeId: string, who?: string): Promise<CalendarEditOutcome>;
}
