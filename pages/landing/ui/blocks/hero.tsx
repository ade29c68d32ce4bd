// The first screen: the page's one h1, its lead, dates and phase, its picture (the image pipeline, cut around its focus
// point as a campaign's banner is) and an optional button; the phase's line in the campaign pages' words.
import { z } from 'zod';
import { plainText, titled } from '#shared/content/campaign-schema.js';
import { Banner } from '#shared/ui/banner.js';
import { StatusChip } from '#shared/ui/status-chip.js';
import { formatDateRange, formatDay } from '#shared/ui/format-dates.js';
import { fillTemplate } from '#shared/content/text-template.js';
import { DATE } from '#shared/content/campaign-placeholders.js';
import { SITE_BASES } from '#shared/pages/sites.js';
import { blockType } from '#pages/landing/ui/block-type.js';
import { action, heading } from '#pages/landing/ui/fields.js';
import { bannerFields } from '#pages/landing/ui/banner-fields.js';

export const hero = blockType({
  title: 'Первый экран',
  fields: z.strictObject({
    heading: heading(),
    lead: titled(plainText(300), 'Текст под заголовком: что получит покупатель', 'Текст под заголовком'),
    ...bannerFields,
    button: titled(action.optional(), 'Кнопка под текстом (необязательно)', 'Кнопка'),
  }),
  Block({ block, landing }) {
    const { phase, texts } = landing;
    const line = phase === 'upcoming' ? texts.phaseLine.upcoming : phase === 'finished' ? texts.phaseLine.finished : undefined;
    const day = phase === 'upcoming' ? landing.starts : landing.ends;
    return (
      <div className="hero">
        <div className="container hero__grid">
          <div className="hero__text">
            <p className="hero__chips">
              <StatusChip phase={phase} />
              <span className="chip">
                <span className="visually-hidden">{`${texts.datesLabel}: `}</span>
                <time dateTime={landing.starts}>{formatDateRange(landing.starts, landing.ends)}</time>
              </span>
            </p>
            <h1>{block.heading}</h1>
            {line && <p className="landing-hero__phase">{fillTemplate(line, { [DATE]: formatDay(day) })}</p>}
            <p className="hero__lead">{block.lead}</p>
            {block.button && phase !== 'finished' && (
              <p className="hero__actions">
                <a className="button button--lg button--on-dark" href={block.button.link}>{block.button.text}</a>
              </p>
            )}
          </div>
          {/* The headline carries the message: the art is decoration. */}
          {landing.banner && <Banner src="" alt="" raster={landing.banner} rasterBase={`${SITE_BASES.promo}assets/banners/`} />}
        </div>
      </div>
    );
  },
});
