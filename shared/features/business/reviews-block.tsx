// Reviews of business/reviews/, server-rendered; a failed or empty answer hides the
// block. Dates are formatted by hand (no Intl), so server and browser print the same
// text.
import { useAppSelector } from '../../store/hooks.js';
import { selectReviews } from '../../store/slices/reviews.js';
import { fillTemplate } from '../../content/text-template.js';
import type { LawTexts } from './law-schema.js';
import { RATING, RATING_OF } from './placeholders.js';

/** "2025-03-14" → "14.03.2025"; anything else is shown as it came. */
export function formatReviewDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : date;
}

const MAX_STARS = 5;

/** Filled stars for the rating, empty ones up to five, so a 4 reads as four of five. */
function Stars({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(MAX_STARS, Math.round(rating)));
  return (
    <span aria-hidden="true">
      {'★'.repeat(filled)}
      {filled < MAX_STARS && <span className="biz-review__star-empty">{'★'.repeat(MAX_STARS - filled)}</span>}
    </span>
  );
}

/** `texts`: the page's content (content/law.json's `reviews`). */
export function ReviewsBlock({ texts }: { texts: LawTexts['reviews'] }) {
  const reviews = useAppSelector(selectReviews);
  if (reviews.length === 0) return null;
  return (
    <section className="biz-section container" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="biz-section__title">{texts.heading}</h2>
      <ul className="biz-reviews">
        {reviews.map((review) => (
          <li key={review.id} className="biz-review">
            <figure className="biz-review__figure">
              {typeof review.rating === 'number' && (
                <p className="biz-review__rating">
                  <Stars rating={review.rating} />
                  <span className="visually-hidden">{fillTemplate(texts.rating, { [RATING]: review.rating, [RATING_OF]: MAX_STARS })}</span>
                </p>
              )}
              <blockquote className="biz-review__text">
                {review.text.split('\n').map((line, i) => <p key={i}>{line}</p>)}
              </blockquote>
              <figcaption className="biz-review__author">
                {review.author}
                {review.company && <span className="biz-review__company">, {review.company}</span>}
                {review.date && <time className="biz-review__date" dateTime={review.date}>{formatReviewDate(review.date)}</time>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
