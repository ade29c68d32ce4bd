// The retailer's logo locked up with the supplier brand, then the hero (docs/product.md §4). The actions are in-page
// links, so they work before the JS has loaded too.
import { Banner } from '#shared/ui/banner.js';
import { formatDateRange, formatDay } from '#shared/ui/format-dates.js';
import type { CampaignOnPage } from './campaign-on-page.js';
import { BrandLockup } from '#shared/features/promotion/brand-lockup.js';
import type { PhaseTexts } from '#shared/content/phase-texts.js';
import { StatusChip } from '#shared/ui/status-chip.js';
import { LEADERBOARD_ID, PRODUCTS_ID, SAVINGS_ID } from '#shared/features/promotion/anchors.js';
import { SiteBar } from '#shared/ui/site-bar.js';
import type { CampaignTexts } from '#shared/content/campaign-texts-schema.js';
import { DATE } from '#shared/content/campaign-placeholders.js';
import { fillTemplate } from '#shared/content/text-template.js';

/**
 * The line a phase adds under the headline, in content/campaign.json's words (`hero.phaseLine`)
 * with the day in place of DATE; none while running, unless the campaign ends early.
 */
function phaseLine(campaign: CampaignOnPage, lines: CampaignTexts['hero']['phaseLine']): string | undefined {
  const on = (text: string, day: string) => fillTemplate(text, { [DATE]: formatDay(day) });
  if (campaign.phase === 'upcoming') return on(lines.upcoming, campaign.starts);
  if (campaign.phase === 'finished') return on(campaign.endedEarly ? lines.finishedEarly : lines.finished, campaign.ends);
  return campaign.endedEarly ? on(lines.endsEarly, campaign.ends) : undefined;
}

interface HeaderProps {
  campaign: CampaignOnPage;
  /** The promo site's base: the hub of every promotion (docs/product.md §4). */
  hubHref: string;
  staticBase: string;
  hasProducts: boolean;
  hasLeaderboard: boolean;
  texts: CampaignTexts['hero'];
  /** The phase's title and description (shared/content/phase-texts.ts). */
  phase: PhaseTexts;
}

function HeroActions({ campaign, hasProducts, hasLeaderboard, texts }: Omit<HeaderProps, 'staticBase' | 'hubHref' | 'phase'>) {
  const results = campaign.phase === 'finished' && hasLeaderboard;
  return (
    <div className="hero__actions">
      {campaign.phase === 'running' && <a className="button button--lg button--on-dark" href={`#${SAVINGS_ID}`}>{texts.checkAction}</a>}
      {results && <a className="button button--lg button--on-dark" href={`#${LEADERBOARD_ID}`}>{texts.resultsAction}</a>}
      {hasProducts && (
        <a
          className={`button button--lg ${campaign.phase === 'upcoming' ? 'button--on-dark' : 'button--ghost-on-dark'}`}
          href={`#${PRODUCTS_ID}`}
        >
          {texts.productsAction}
        </a>
      )}
    </div>
  );
}

export function CampaignHeader({ campaign, hubHref, staticBase, hasProducts, hasLeaderboard, texts, phase }: HeaderProps) {
  const line = phaseLine(campaign, texts.phaseLine);
  return (
    <header className="campaign-header">
      <SiteBar hubHref={hubHref}><BrandLockup brand={campaign.brand} staticBase={staticBase} /></SiteBar>
      <div className="hero">
        <div className="container hero__grid">
          <div className="hero__text">
            <p className="hero__chips">
              <StatusChip phase={campaign.phase} />
              <span className="chip">
                <span className="visually-hidden">{`${texts.datesLabel}: `}</span>
                <time dateTime={campaign.starts}>{formatDateRange(campaign.starts, campaign.ends)}</time>
              </span>
            </p>
            <h1 className="campaign-header__title">{phase.title}</h1>
            {line && <p className={`campaign-header__phase campaign-header__phase--${campaign.phase}`}>{line}</p>}
            {/* Why it ended early: once it has (the studio's hint, shared/content/campaign-schema.ts). */}
            {campaign.endedEarly && campaign.phase === 'finished' && <p className="campaign-header__early">{campaign.endedEarly}</p>}
            {campaign.phase !== 'running' && (
              <p className="campaign-header__elsewhere">
                {`${campaign.phase === 'upcoming' ? texts.elsewhere.upcoming : texts.elsewhere.finished} `}
                <a href={`${hubHref}#hub-running`}>{texts.elsewhere.link}</a>
              </p>
            )}
            <p className="hero__lead">{phase.description}</p>
            <HeroActions campaign={campaign} hasProducts={hasProducts} hasLeaderboard={hasLeaderboard} texts={texts} />
          </div>
          {/* The headline and dates above carry the message: the art is decoration. */}
          <Banner src={`${staticBase}banners/${campaign.id}`} alt="" raster={campaign.banner} rasterBase={`${hubHref}assets/banners/`} />
        </div>
      </div>
    </header>
  );
}
