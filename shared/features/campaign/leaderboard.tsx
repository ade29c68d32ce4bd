// The leaderboard: a table per region; a region without rows shows no table. While the
// campaign runs, both empty hide the block; once it has finished the block is its final
// results, in the past tense, and with no rows it says so in words (its texts: the kind's
// file's, campaign-texts.ts). Sums
// always read as money ("1 843 200,50 ₽", tabular figures); the first three places are
// marked by the table's style (rows stay plain for crawlers). The legal text naming the
// organiser is CampaignRules', on every campaign page whatever the leaderboard holds.
import type { Campaign } from '../../content/campaign-schema.js';
import type { CampaignOnPage } from './campaign-on-page.js';
import { LEADERBOARD_ID } from './anchors.js';
import type { RatingEntry } from '../../api/schemas.js';
import { useAppSelector } from '../../store/hooks.js';
import { selectLeaderboard } from '../../store/slices/leaderboard.js';
import { formatNumber } from '../../ui/format.js';
import { formatPeriod } from '../../ui/format-dates.js';
import { keepTogether } from '../../ui/keep-together.js';
import { withPlaces, type CampaignTexts } from './campaign-texts.js';

const REGIONS = ['spb', 'msk'] as const;

type Texts = CampaignTexts['leaderboard'];

/** `final`: the results, which name their top three in words too (`prizes`; the medals are the table's style). */
function LeaderboardTable({ title, rows, final, texts }: { title: string; rows: RatingEntry[]; final: boolean; texts: Texts }) {
  const { columns } = texts;
  return (
    <table className="table table--figures-last leaderboard__table">
      <caption>{title}</caption>
      <thead>
        <tr><th scope="col">{columns.place}</th><th scope="col">{columns.card}</th><th scope="col">{columns.sum}</th></tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.cardId}-${index}`}>
            <td>{index + 1}</td>
            <td>{row.cardId}{final && index < 3 && <span className="leaderboard__prize">{texts.prizes[index]}</span>}</td>
            <td>{`${formatNumber(row.sum, 2)}\u00a0₽`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The organiser, the period, places 1..N per region, and for
 * the one campaign so marked (tehnonikol2025) the club-prize sentence. One string, so the
 * server HTML carries the sentence whole (no React text separators); only its hyphenated
 * names are wrapped, so the organiser's «Петрович-Торговый» never breaks at the hyphen.
 */
export function legalText(campaign: Campaign, finished = false): string {
  const clubPrize = campaign.pointsOnlyForClubPrize
    ? ' Бонусные баллы могут быть использованы только для получения приза клубной акции на условиях публичной оферты.'
    : '';
  return (
    `Организатор акции — ${campaign.organiser}. ` +
    `Акция ${finished ? 'проводилась' : 'проводится'} ${formatPeriod(campaign.starts, campaign.ends)}. ` +
    `Участники, занявшие места с 1 по ${campaign.places} в каждом регионе, ` +
    `${finished ? 'получили' : 'получают'} дополнительные баллы на клубную карту.${clubPrize}`
  );
}

export function Leaderboard({ campaign, texts }: { campaign: CampaignOnPage; texts: Texts }) {
  const board = useAppSelector(selectLeaderboard);
  const regions = REGIONS.map((key) => ({ key, title: texts.regions[key], rows: board[key].slice(0, campaign.leaderboardLimit) }))
    .filter((r) => r.rows.length > 0);
  const finished = campaign.phase === 'finished';
  if (regions.length === 0 && !finished) return null;
  if (regions.length === 0) {
    return (
      <section id={LEADERBOARD_ID} className="section leaderboard leaderboard--final" aria-labelledby="leaderboard-title">
        <div className="container">
          <h2 id="leaderboard-title">{texts.heading.finished}</h2>
          <p className="leaderboard__lead">{texts.unpublished}</p>
        </div>
      </section>
    );
  }
  return (
    <section
      id={LEADERBOARD_ID} className={`section leaderboard${finished ? ' leaderboard--final' : ''}`} aria-labelledby="leaderboard-title"
    >
      <div className="container">
        <h2 id="leaderboard-title">{finished ? texts.heading.finished : texts.heading.running}</h2>
        <p className="leaderboard__lead">{withPlaces(finished ? texts.lead.finished : texts.lead.running, campaign.places)}</p>
        <div className="leaderboard__tables">
          {regions.map((r) => <LeaderboardTable key={r.key} title={r.title} rows={r.rows} final={finished} texts={texts} />)}
        </div>
      </div>
    </section>
  );
}

/** The organiser and the legal text, on every campaign page (upcoming, running, finished). */
export function CampaignRules({ campaign, label }: { campaign: CampaignOnPage; label: string }) {
  return (
    <section className="section campaign-rules" aria-label={label}>
      <div className="container">
        <p className="small-print leaderboard__legal">
          {keepTogether(legalText(campaign, campaign.phase === 'finished'), { hyphenated: true })}
        </p>
      </div>
    </section>
  );
}
