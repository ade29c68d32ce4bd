// Prose: an optional heading and limited markdown (paragraphs, lists, bold, links: markdown.ts), typeset as every text.
import { z } from 'zod';
import { titled } from '#shared/content/campaign-schema.js';
import { blockType } from '../block-type.js';
import { heading, headingId } from '../fields.js';
import { markdownText } from '../markdown.js';
import { MarkdownText } from '../markdown-text.js';

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
