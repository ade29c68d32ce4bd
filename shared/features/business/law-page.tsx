// The law page: banner, the claims (payment deferral, the product count), the city's
// helpful info, reviews, an invitation to write, and the cookie notice. Server HTML with
// islands: the helpful info (it follows the city) and the invitation's button. Every text
// is content (content/law.json, business-texts.ts).
import { useAppSelector } from '../../store/hooks.js';
import { selectBusinessLinks } from '../../store/slices/business-page.js';
import { Island } from '../../ui/island.js';
import { BusinessLayout } from './business-layout.js';
import { HELPFUL_INFO_ID, helpfulInfoIsland } from './helpful-info.js';
import { ReviewsBlock } from './reviews-block.js';
import { feedbackButtonIsland } from './feedback-button.js';
import { selectLawTexts } from './business-texts.js';
import type { Claim } from './law-schema.js';
import { keepTogether } from '../../ui/keep-together.js';

/** A claim as the page shows it: its start emphasised, a sum never broken across lines. */
const ClaimText = ({ claim }: { claim: Claim }) => <><strong>{claim.lead}</strong> {keepTogether(claim.text)}</>;

export function LawPage() {
  const links = useAppSelector(selectBusinessLinks);
  const { hero, claims, invite, helpfulInfo, reviews } = useAppSelector(selectLawTexts);
  return (
    <BusinessLayout
      title={hero.heading}
      action={{ label: hero.action, target: HELPFUL_INFO_ID, needsCityInfo: true }}
      withCookieBanner
    >
      <section className="biz-section container" aria-labelledby="law-claims-title">
        <h2 id="law-claims-title" className="biz-section__title">{claims.heading}</h2>
        <ul className="biz-claims">
          {claims.items.map((claim) => <li key={claim.lead} className="biz-claim"><ClaimText claim={claim} /></li>)}
          <li className="biz-claim">
            <ClaimText claim={claims.certificates} />{' '}
            <a href={links.sert}>{claims.certificates.link}</a>
          </li>
        </ul>
      </section>
      <Island of={helpfulInfoIsland} props={{ heading: helpfulInfo.heading }} />
      <ReviewsBlock texts={reviews} />
      <section className="biz-section biz-invite container" aria-labelledby="law-invite-title">
        <div className="biz-invite__panel">
          <div>
            <h2 id="law-invite-title" className="biz-section__title">{invite.heading}</h2>
            <p>{invite.text}</p>
          </div>
          <Island of={feedbackButtonIsland} props={{ label: invite.button, large: true }} />
        </div>
      </section>
    </BusinessLayout>
  );
}
