// Prose: an optional heading and limited markdown (paragraphs, lists, bold, links: markdown.ts), typeset as every text.
import { z } from 'zod';
import { titled } from '#shared/content/campaign-schema.js';
import { blockType } from '#pages/landing/ui/block-type.js';
import { heading, headingId } from '#pages/landing/ui/fields.js';
import { markdownText } from '#pages/landing/ui/markdown.js';
import { MarkdownText } from '#pages/landing/ui/markdown-text.js';

export const text = blockType({
  title: 'Текст',
  fields: z.strictObject({
    heading: heading().optional(),
    text: titled(markdownText(3000), 'Текст: абзацы через пустую строку, списки с «- », **жирный**, [ссылка](https://petrovich.ru/…)', 'Текст'),
  }),
  Block: ({ block, number }) => (
    <section className="container section landing-text" aria-labelledby={block.heading && headingId(number)}>
      {block.heading && <h2 id={headingId(number)}>{block.heading}</h2>}
      <MarkdownText tree={block.text} />
    </section>
  ),
});
