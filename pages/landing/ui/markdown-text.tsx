// A landing's markdown tree (markdown.ts) drawn: paragraphs, lists, bold, links; never HTML.
import type { Block, Inline } from './markdown.js';

function Runs({ runs }: { runs: readonly Inline[] }) {
  return runs.map((run, index) => {
    if ('text' in run) return run.text;
    if ('bold' in run) return <strong key={index}><Runs runs={run.bold} /></strong>;
    return <a key={index} href={run.link}><Runs runs={run.runs} /></a>;
  });
}

export function MarkdownText({ tree }: { tree: readonly Block[] }) {
  return tree.map((block, index) => {
    if ('p' in block) return <p key={index}><Runs runs={block.p} /></p>;
    const items = block.list.map((item, at) => <li key={at}><Runs runs={item} /></li>);
    return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
  });
}
