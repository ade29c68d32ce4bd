// «До конца акции осталось N дней» by Moscow day, drawn on the server (its page is stored until the next Moscow
// midnight: pages/landing/kind.ts), no script; shown only while the landing runs.
import { z } from 'zod';
import { plainText, titled } from '#shared/content/campaign-schema.js';
import { moscowDayStart } from '#shared/content/calendar.js';
import { pluralForm } from '#shared/ui/plural.js';
import { blockType } from '#pages/landing/ui/block-type.js';

const DAYS = { one: 'день', few: 'дня', many: 'дней', other: 'дня' };
const DAY_MS = 24 * 60 * 60 * 1000;

export const countdown = blockType({
  title: 'Обратный отсчёт',
  fields: z.strictObject({ label: titled(plainText(60), 'Слова перед числом дней: «До конца акции осталось»', 'Подпись') }),
  Block({ block, landing }) {
    if (landing.phase !== 'running') return null;
    // The days left, today included: 1 on the last day.
    const days = (moscowDayStart(landing.ends) - moscowDayStart(landing.today)) / DAY_MS + 1;
    return (
      <p className="container landing-countdown">
        {`${block.label} `}<strong>{`${days}\u00a0${pluralForm(days, DAYS)}`}</strong>
      </p>
    );
  },
});
