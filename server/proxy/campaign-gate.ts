// The proxy's calendar step (docs/product.md §4): a call naming a campaign's apiSlug exists
// only while the campaign is public (an unknown or hidden slug is 404, as any unknown
// path), and a call a page kind closes once its page is finished (PageKindDescriptor
// .calendar.closedWhenFinished: a campaign's savings check, lovecategory's categories/add) is 410
// 'Акция завершена'. None of them reaches upstream. A
// visitor holding a campaign's preview passes its gate whatever the phase: the preview
// shows the savings check in every state, answered by the upstream.
import type { CallName } from '#shared/api/calls.js';
import type { CampaignPhase } from '#shared/content/calendar.js';
import { HttpError } from '../answers/http-errors.js';
import type { SiteContent } from '../content/site-content.js';

const CAMPAIGN_FINISHED = 'Акция завершена';

/** Whether the request holds the preview of a campaign (by id). */
export type PreviewHolder = (campaignId: string) => boolean;

function phaseOfCall(
  site: SiteContent, name: CallName, slug: string | undefined, instant: number, previewing: PreviewHolder,
): CampaignPhase | undefined {
  if (slug !== undefined) {
    const page = site.pageBySlug(slug);
    if (page && previewing(page.id)) return 'running';
    return page ? site.calendar.phaseOf(page, instant) : 'hidden';
  }
  // Without a slug, the call belongs to the page whose kind closes it.
  const owner = site.routes.pages.find((page) => page.descriptor.calendar?.closedWhenFinished.includes(name));
  return owner && site.calendar.phaseOf(owner, instant);
}

/** Throws the refusal as an HttpError (404 or 410); returns when the call may go on. */
export function checkCampaignCalendar(
  site: SiteContent, call: { name: CallName; params: Record<string, string> }, instant: number, previewing: PreviewHolder = () => false,
): void {
  const phase = phaseOfCall(site, call.name, call.params.slug, instant, previewing);
  if (phase === 'hidden') throw new HttpError(404, 'Not found');
  if (phase === 'finished' && site.registry.closedWhenFinished.has(call.name)) throw new HttpError(410, CAMPAIGN_FINISHED);
}
