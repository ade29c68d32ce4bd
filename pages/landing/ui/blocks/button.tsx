// A call to action: its words and its link.
import { blockType } from '#pages/landing/ui/block-type.js';
import { action } from '#pages/landing/ui/fields.js';

export const button = blockType({
  title: 'Кнопка',
  fields: action,
  Block: ({ block }) => (
    <p className="container section"><a className="button button--lg" href={block.link}>{block.text}</a></p>
  ),
});
