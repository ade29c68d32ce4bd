// The leaderboard: a table per region; both empty hide the block while the campaign runs, and say so in words once
// finished. The first three places are marked by the table's style (rows stay plain for crawlers).
import type { Campaign } from '#shared/content/campaign-schema.js';
import type { CampaignOnPage } from './campaign-on-page.js';
import { LEADERBOARD_ID } from '#shared/features/promotion/anchors.js';
import type { RatingEntry } from '#shared/api/schemas.js';
import { useAppSelector } from '#shared/store/hooks.js';
import { selectLeaderboard } from '#shared/store/slices/leaderboard.js';
import { formatNumber } from '#shared/ui/format.js';
import { formatPeriod } from '#shared/ui/format-dates.js';
import { keepTogether } from '#shared/ui/keep-together.js';
import type { CampaignTexts } from '#shared/content/campaign-texts-schema.js';
import { ORGANISER, PERIOD, PLACES } from '#shared/content/campaign-placeholders.js';
import { fillTemplate } from '#shared/content/text-template.js';

const REGIONS = ['spb', 'msk'] as const;

type Texts = CampaignTexts['leaderboard'];

/** `text` with the number of prize places in place of its placeholder. */
const withPlaces = (text: string, places: number): string => fillTemplate(text, { [PLACES]: places });

/** `final`: the results, which name their top three in words too (`prizes`; the medals are the table's style). */
function LeaderboardTable({ title, rows, final, texts }: { title: string; rows: RatingEntry[]; final: boolean; texts: Texts }) {
  const { columns } = texts;
  return (
    <div className="table-scroll">
      <table className="table table--figures-last leaderboard__table">
        <caption>{title}</caption>
        <thead>
          <tr><th scope="col">{columns.place}</th><th scope="col">{columns.card}</th><th scope="col">{columns.sum}</th></tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.cardId}-${index}`}>
              {/* The top three's medal is drawn behind the number itself (campaign.css), so it stays on it at any text size. */}
              <td>{index < 3 ? <span className="leaderboard__medal">{index + 1}</span> : index + 1}</td>
              <td>{row.cardId}{final && index < 3 && <span className="leaderboard__prize">{texts.prizes[index]}</span>}</td>
              <td>{`${formatNumber(row.sum, 2)}\u00a0₽`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The legal text in content/campaign.json's words (`leaderboard.legal`, by phase): one string, so the server HTML
 * carries the sentence whole (no React text separators).
 */
export function legalText(campaign: Campaign, legal: Texts['legal'], finished = false): string {
  const sentence = fillTemplate(finished ? legal.finished : legal.running, {
    [ORGANISER]: campaign.organiser, [PERIOD]: formatPeriod(campaign.starts, campaign.ends), [PLACES]: campaign.places,
  });
  return campaign.pointsOnlyForClubPrize ? `${sentence} ${legal.clubPrize}` : sentence;
}

export function Leaderboard({ campaign, texts }: { campaign: CampaignOnPage; texts: Texts }) {
  const board = useAppSelector(selectLeaderboard);
  // The rows as the loader kept them (at most the campaign's leaderboardLimit: pages/campaign/load.ts).
  const regions = REGIONS.map((key) => ({ key, title: texts.regions[key], rows: board[key] })).filter((r) => r.rows.length > 0);
  const finished = campaign.phase === 'finished';
  if (regions.length === 0 && !finished) return null;
  const lead = regions.length === 0 ? texts.unpublished : withPlaces(finished ? texts.lead.finished : texts.lead.running, campaign.places);
  return (
    <section
      id={LEADERBOARD_ID} className={`section leaderboard${finished ? ' leaderboard--final' : ''}`} aria-labelledby="leaderboard-title"
    >
      <div className="container">
        <h2 id="leaderboard-title">{finished ? texts.heading.finished : texts.heading.running}</h2>
        <p className="leaderboard__lead">{lead}</p>
        {regions.length > 0 && (
          <div className="leaderboard__tables">
            {regions.map((r) => <LeaderboardTable key={r.key} title={r.title} rows={r.rows} final={finished} texts={texts} />)}
          </div>
        )}
      </div>
    </section>
  );
}

/** The organiser and the legal text, on every campaign page (upcoming, running, finished). */
export function CampaignRules({ campaign, label, legal }: { campaign: CampaignOnPage; label: string; legal: Texts['legal'] }) {
  return (
    <section className="section campaign-rules" aria-label={label}>
      <div className="container">
        <p className="small-print leaderboard__legal">
          {keepTogether(legalText(campaign, legal, campaign.phase === 'finished'))}
        </p>
      </div>
    </section>
  );
}
