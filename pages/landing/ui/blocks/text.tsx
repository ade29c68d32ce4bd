// Prose: an optional heading and limited markdown (paragraphs, lists, bold, links: markdown.ts), typeset as every text.
import { z } from 'zod';
import { titled } from '#shared/content/campaign-schema.js';
import { blockType } from '#pages/landing/ui/block-type.js';
import { heading } from '#pages/landing/ui/fields.js';
import { BlockSection } from '#pages/landing/ui/block-section.js';
import { markdownText } from '#pages/landing/ui/markdown.js';
import { MarkdownText } from '#pages/landing/ui/markdown-text.js';

export const text = blockType({
  title: 'Текст',
  fields: z.strictObject({
    heading: heading().optional(),
    text: titled(markdownText(3000), 'Текст: абзацы через пустую строку, списки с «- », **жирный**, [ссылка](https://petrovich.ru/…)', 'Текст'),
  }),
  Block: ({ block, number }) => (
    <BlockSection number={number} heading={block.heading} name="landing-text"><MarkdownText tree={block.text} /></BlockSection>
  ),
});
