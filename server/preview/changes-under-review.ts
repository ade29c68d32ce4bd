// A campaign's change under review (docs/decisions/242-supplier-link-shows-change-under-review.md): a supplier's link
// shows Decap's unpublished branch (`cms/campaigns/<id>`, a landing's `cms/landings/<id>`), its tree read and checked as
// the content folder is (prepareContent), once per commit; a change the site cannot read leaves the published version shown.
import type { Config } from '../config.js';
import type { Clock } from '../calendar/clock.js';
import type { PageRegistry } from '../pages/page-registry.js';
import type { PageEntry } from '../pages/page-kind.js';
import { createSiteContent, prepareContent, type SiteContent } from '../content/site-content.js';
import { previewIdOf } from '../pages/campaign-pages.js';

/** A campaign's open editorial change: its branch's head commit, and its tree lent as a folder while `use` runs. */
export interface ReviewBranch {
  commit: string;
  read<T>(use: (contentDir: string) => Promise<T>): Promise<T>;
}

/**
 * The open editorial change of a campaign (or of another collection's entry: an experiment's), if there is one
 * (server/studio-listener/review-branches.ts).
 */
export type ReviewBranches = (id: string, collection?: string) => Promise<ReviewBranch | undefined>;

export interface ChangeUnderReview {
  /** The content as the change makes it: the page's banner and texts are read from it. */
  site: SiteContent;
  page: PageEntry;
}

/**
 * The campaign's change under review as the site would serve it, or the change of its experiment `experimentId`; undefined
 * when there is none (or none the site can read).
 */
export type ChangesUnderReview = (campaignId: string, experimentId?: string) => Promise<ChangeUnderReview | undefined>;

export function changesUnderReview({ branches, registry, config, distDir, clock }: {
  branches: ReviewBranches;
  registry: PageRegistry;
  config: Pick<Config, 'lovecategoryFinished' | 'images'>;
  distDir: string;
  clock: Clock;
}): ChangesUnderReview {
  const made = new Map<string, { commit: string; change: Promise<ChangeUnderReview | undefined> }>();

  const read = (campaignId: string, branch: ReviewBranch) => branch.read(async (contentDir) => {
    const { content, banners } = await prepareContent({ contentDir, images: config.images }, registry, distDir);
    const site = createSiteContent(registry, content, { ...config, contentDir }, clock, banners);
    const page = site.routes.pages.find((entry) => previewIdOf(entry) === campaignId);
    return page && { site, page };
  });

  /** The page's open change: a campaign's, or a page folder's file's (a landing's; an id is one page's, campaign or landing). */
  const pageBranch = async (id: string) => {
    for (const collection of ['campaigns', ...registry.pageFolders.map(({ folder }) => folder)]) {
      const branch = await branches(id, collection);
      if (branch) return branch;
    }
    return undefined;
  };

  return async (campaignId, experimentId) => {
    const entry = experimentId ? `experiments/${experimentId}` : campaignId;
    const branch = await (experimentId ? branches(experimentId, 'experiments') : pageBranch(campaignId));
    if (!branch) {
      made.delete(entry);
      return undefined;
    }
    const known = made.get(entry);
    if (known?.commit === branch.commit) return known.change;
    // A folder that cannot be read now (a kind's own file never good, git busy) is tried again on the next look.
    const change = read(campaignId, branch).catch(() => {
      made.delete(entry);
      return undefined;
    });
    made.set(entry, { commit: branch.commit, change });
    return change;
  };
}
