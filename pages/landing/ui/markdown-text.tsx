// A landing's markdown tree (markdown.ts) drawn: paragraphs, lists, bold, links; never HTML. The runs are the tags'
// own children (a function, not a component), so the page's texts get their breaks there (shared/typography/jsx-runtime.ts).
import type { ReactNode } from 'react';
import type { Block, Inline } from './markdown.js';

const runs = (inlines: readonly Inline[]): ReactNode[] => inlines.map((run, index) => {
  if ('text' in run) return run.text;
  if ('bold' in run) return <strong key={index}>{runs(run.bold)}</strong>;
  return <a key={index} href={run.link}>{runs(run.runs)}</a>;
});

export function MarkdownText({ tree }: { tree: readonly Block[] }) {
  return tree.map((block, index) => {
    if ('p' in block) return <p key={index}>{runs(block.p)}</p>;
    const items = block.list.map((item, at) => <li key={at}>{runs(item)}</li>);
    return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
  });
}
