// The law page's helpful-info block, an island: it follows the city chosen in the browser. The cards' texts carry their
// soft hyphens from the upstream answer (server/upstream/call-schemas.ts), drawn as marks as the server's page draws its own.
import { useAppSelector } from '../../store/hooks.js';
import { citySlice, selectCityInfo, selectCityInfoStatus, selectHasCityInfo } from '../../store/slices/city.js';
import { island } from '../../ui/island.js';
import { keepTogether } from '../../ui/keep-together.js';
import { Fragment } from 'react';
import { shownHyphens, withoutHyphens } from '../../typography/hyphen-marks.js';

export const HELPFUL_INFO_ID = 'helpful-info';

/** `heading`: the page's content (content/law.json), a prop as the island's state leaves the file out. */
export function HelpfulInfo({ heading }: { heading: string }) {
  const info = useAppSelector(selectCityInfo);
  const status = useAppSelector(selectCityInfoStatus);
  const shown = useAppSelector(selectHasCityInfo);
  if (!shown) return null;
  return (
    <section
      id={HELPFUL_INFO_ID} className="biz-section container" aria-labelledby="helpful-info-title"
      aria-busy={status === 'loading'} tabIndex={-1}
    >
      <h2 id="helpful-info-title" className="biz-section__title">{heading}</h2>
      <ul className="biz-cards">
        {info.map((card) => (
          <li key={card.id} className="biz-card">
            <h3 className="biz-card__title">{shownHyphens(card.title, { heading: true })}</h3>
            {card.text.split('\n').map((line, i) => (
              <p key={i} className="biz-card__text">
                {keepTogether(line).map((part, j) => (typeof part === 'string' ? <Fragment key={j}>{shownHyphens(part)}</Fragment> : part))}
              </p>
            ))}
            {card.link && (
              <a className="biz-card__link" href={card.link.url}>
                {card.link.title}<span className="visually-hidden">: {withoutHyphens(card.title)}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export const helpfulInfoIsland = island('helpful-info', HelpfulInfo, [citySlice]);
