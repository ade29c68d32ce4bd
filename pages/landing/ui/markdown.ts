// A landing's limited markdown (docs/product.md §13, docs/decisions/1050-landing-markdown.md): marked's lexer reads the
// text, and only paragraphs, lists, bold and links to the retailer's hosts or this site's pages become the small tree a
// page draws; anything else (HTML above all) is refused with its Russian reason, so no markup of a file reaches a page.
import { Lexer, type Token, type Tokens } from 'marked';
import { z } from 'zod';
import { RETAILER_SITE_URL } from '#shared/ui/site-links.js';
import { SITE_BASES } from '#shared/pages/sites.js';

/** A run of a paragraph or a list item: a text, a bold run, a link. */
export type Inline = { text: string } | { bold: Inline[] } | { link: string; runs: Inline[] };
/** A paragraph (its runs) or a list (each item's runs). */
export type Block = { p: Inline[] } | { list: Inline[][]; ordered: boolean };

const RETAILER_HOST = new URL(RETAILER_SITE_URL).hostname;

/** Why a link may not stand in a landing, or undefined: the retailer's hosts over https, or a path of this site. */
export function linkFault(href: string): string | undefined {
  if (href.startsWith(SITE_BASES.promo)) return undefined;
  const url = URL.canParse(href) ? new URL(href) : undefined;
  const ours = url?.protocol === 'https:' && (url.hostname === RETAILER_HOST || url.hostname.endsWith(`.${RETAILER_HOST}`));
  return ours ? undefined : `ссылка «${href}» ведёт не на сайт «Петровича»: можно ${RETAILER_SITE_URL}… или ${SITE_BASES.promo}…`;
}

const WHAT = 'разрешены только абзацы, списки, **жирный** и [ссылки](https://petrovich.ru/…)';
const NAMES: Record<string, string> = {
  html: 'HTML-разметка', heading: 'заголовок #', em: 'курсив', codespan: 'код', code: 'код', blockquote: 'цитата',
  image: 'картинка', table: 'таблица', hr: 'черта', del: 'зачёркивание',
};

/** The tokens' runs; a fault thrown as the text's problem. */
function runs(tokens: readonly Token[] = []): Inline[] {
  return tokens.flatMap((token): Inline[] => {
    if (token.type === 'text' && 'tokens' in token && token.tokens) return runs(token.tokens);
    if (token.type === 'text' || token.type === 'escape') return [{ text: token.text }];
    if (token.type === 'br') return [{ text: ' ' }];
    if (token.type === 'strong') return [{ bold: runs(token.tokens) }];
    if (token.type === 'link') {
      const fault = linkFault(token.href);
      if (fault) throw new Error(fault);
      return [{ link: token.href, runs: runs(token.tokens) }];
    }
    throw new Error(`${NAMES[token.type] ?? token.type} — ${WHAT}`);
  });
}

function blocks(tokens: readonly Token[]): Block[] {
  return tokens.flatMap((token): Block[] => {
    if (token.type === 'space') return [];
    if (token.type === 'paragraph') return [{ p: runs(token.tokens) }];
    if (token.type === 'list') {
      const list = token as Tokens.List;
      const items = list.items.map((item) => {
        if (item.tokens.some((inner) => inner.type === 'list')) throw new Error(`вложенный список — ${WHAT}`);
        return item.tokens.flatMap((inner) => (inner.type === 'space' ? [] : runs(inner.type === 'paragraph' ? inner.tokens : [inner])));
      });
      return [{ list: items, ordered: list.ordered }];
    }
    return runs([token]).length > 0 ? [{ p: runs([token]) }] : [];
  });
}

/** A markdown text of at most `max` characters, made into its tree (a refusal names what it holds that is not allowed). */
export const markdownText = (max: number) => z.string().trim().min(1).max(max).transform((text, ctx): Block[] => {
  try {
    return blocks(new Lexer().lex(text));
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message, input: text });
    return z.NEVER;
  }
});
