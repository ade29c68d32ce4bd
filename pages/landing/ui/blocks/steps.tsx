// How to take part: 2–8 numbered steps, each a title and a line.
import { z } from 'zod';
import { plainText, titled } from '#shared/content/campaign-schema.js';
import { blockType } from '#pages/landing/ui/block-type.js';
import { heading } from '#pages/landing/ui/fields.js';
import { BlockSection } from '#pages/landing/ui/block-section.js';

const step = z.strictObject({
  title: titled(plainText(80), 'Что сделать, коротко: «Купите»', 'Шаг'),
  text: titled(plainText(300), 'Подробности шага', 'Подробности'),
});

export const steps = blockType({
  title: 'Шаги',
  fields: z.strictObject({
    heading: heading(),
    steps: titled(z.array(step).min(2).max(8), 'От 2 до 8 шагов по порядку', 'Шаги'),
  }),
  Block: ({ block, number }) => (
    <BlockSection number={number} heading={block.heading} name="landing-steps">
      <ol className="landing-steps__list">
        {block.steps.map((each, index) => (
          <li key={index}><h3>{each.title}</h3><p>{each.text}</p></li>
        ))}
      </ol>
    </BlockSection>
  ),
});
