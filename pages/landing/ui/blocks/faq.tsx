// Questions and answers, each a <details> (open without script), and the page's FAQPage JSON-LD (pages/landing/kind.ts).
import { z } from 'zod';
import { plainText, titled } from '#shared/content/campaign-schema.js';
import { blockType } from '#pages/landing/ui/block-type.js';
import { heading } from '#pages/landing/ui/fields.js';
import { BlockSection } from '#pages/landing/ui/block-section.js';
import { markdownText } from '#pages/landing/ui/markdown.js';
import { MarkdownText } from '#pages/landing/ui/markdown-text.js';

const entry = z.strictObject({
  question: titled(plainText(200), 'Вопрос, как его задаёт покупатель', 'Вопрос'),
  answer: titled(markdownText(2000), 'Ответ: абзацы, списки, **жирный**, [ссылки](https://petrovich.ru/…)', 'Ответ'),
});

export const faq = blockType({
  title: 'Вопросы и ответы',
  fields: z.strictObject({
    heading: heading(),
    questions: titled(z.array(entry).min(1).max(15), 'От 1 до 15 вопросов с ответами', 'Вопросы'),
  }),
  Block: ({ block, number }) => (
    <BlockSection number={number} heading={block.heading} name="landing-faq">
      {block.questions.map((each, index) => (
        <details key={index}>
          <summary>{each.question}</summary>
          <MarkdownText tree={each.answer} />
        </details>
      ))}
    </BlockSection>
  ),
});
