// The retailer × supplier logo lockup of a campaign header. The brand mark is styled
// text (one per theme in campaign.css): crisp at any size, no extra request, and read
// out as the brand's name.
import type { Campaign } from '../../content/campaign-schema.js';

/** Wordmark and optional sub-brand per theme; Saint-Gobain's campaign is for its Vetonit line. */
const MARKS: Record<Campaign['theme'], { word: string; sub?: string }> = {
  knauf: { word: 'Knauf' },
  rockwool: { word: 'Rockwool' },
  'saint-gobain': { word: 'Saint-Gobain', sub: 'Vetonit' },
  tehnonikol: { word: 'Технониколь' },
};

export function BrandLockup({ campaign }: { campaign: Campaign }) {
  const mark = MARKS[campaign.theme];
  return (
    <span className="campaign-header__brand">
      <span className="brand-lockup__times" aria-hidden="true">×</span>{' '}
      <span className={`brand-mark brand-mark--${campaign.theme}`} role="img" aria-label={campaign.brand}>
        <span className="brand-mark__word" aria-hidden="true">{mark.word}</span>
        {mark.sub && <span className="brand-mark__sub" aria-hidden="true">{mark.sub}</span>}
      </span>
    </span>
  );
}
