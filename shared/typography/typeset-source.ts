// The build's half of the typography step (docs/decisions/140-typography.md): the texts written in the pages' code
// typeset as the bundler (build.mjs) and the tests' loader (vitest.config.ts) load each file. A template's parts are
// typeset as one text, its values standing in as a placeholder word, so «с ${date}» keeps «с» with the date.
import ts from 'typescript';
import { RUSSIAN, typeset } from './typeset.js';

/**
 * The files whose texts are typeset. Not shared/content nor a kind's content schema (their texts are the editors'
 * messages and the JSON Schemas' descriptions), nor shared/validation (its formats are written as they must be typed).
 */
export const TYPESET_FILES = /[\\/](shared[\\/](features|ui|store)[\\/].*|shared[\\/]content[\\/]phase-texts|pages[\\/].*)\.tsx?$/;
const CONTENT_SCHEMAS = /[\\/](pages[\\/]([^\\/]+[\\/]content|site-texts|[^\\/]+[\\/]ui[\\/][^\\/]+-schema)|shared[\\/]features[\\/][^\\/]+[\\/][^\\/]+-schema)\.ts$/;

/** Whether the file at `path` is the pages' code whose texts are typeset. */
export const typesetsFile = (path: string): boolean => TYPESET_FILES.test(path) && !CONTENT_SCHEMAS.test(path);

/** Stands for a template's value while its text is typeset: a word Typograf keeps as it is. */
const VALUE = 'Ж0Ж';

interface Edit { start: number; end: number; text: string }

/** JSX text as React gets it: lines trimmed where they meet a line break, blank lines dropped, joined by a space. */
function jsxText(raw: string): string {
  const lines = raw.split(/\r\n|\n|\r/);
  return lines
    .map((line, index) => {
      let kept = line;
      if (index > 0) kept = kept.replace(/^[ \t]+/, '');
      if (index < lines.length - 1) kept = kept.replace(/[ \t]+$/, '');
      return kept;
    })
    .filter((line) => line !== '')
    .join(' ');
}

const templatePart = (text: string) => text.replaceAll('\\', '\\\\').replaceAll('`', '\\`').replaceAll('${', '\\${');

/** A property name, a type, an import's path, a pattern: strings that are no text. */
function isText(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral): boolean {
  const parent = node.parent;
  if (ts.isTaggedTemplateExpression(parent) || ts.isNewExpression(parent)) return false;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  if (ts.isLiteralTypeNode(parent) || ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return false;
  if (ts.isExternalModuleReference(parent) || ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return false;
  return !ts.isCallExpression(parent) || parent.expression.kind !== ts.SyntaxKind.ImportKeyword;
}

function editOf(node: ts.Node, source: ts.SourceFile): Edit | undefined {
  const start = node.getStart(source);
  const end = node.getEnd();
  if (ts.isJsxText(node)) {
    // Its whole text: getText() would skip the leading line break as if it were trivia.
    const raw = source.text.slice(node.pos, end);
    // Entities are left to the author: the text is not decoded here.
    if (!RUSSIAN.test(raw) || raw.includes('&')) return undefined;
    const text = jsxText(raw);
    if (text === '') return undefined;
    // As a string child, which reads the same to React; its line breaks kept, so the lines after it keep their numbers.
    const lineBreaks = raw.split(/\r\n|\n|\r/).length - 1;
    return { start: node.pos, end, text: `{${JSON.stringify(typeset(text))}${'\n'.repeat(lineBreaks)}}` };
  }
  if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && RUSSIAN.test(node.text) && isText(node)) {
    const text = typeset(node.text);
    if (text === node.text) return undefined;
    // A JSX attribute's string knows no escapes: it becomes an expression.
    if (ts.isJsxAttribute(node.parent)) return { start, end, text: `{${JSON.stringify(text)}}` };
    return { start, end, text: ts.isStringLiteral(node) ? JSON.stringify(text) : `\`${templatePart(text)}\`` };
  }
  if (ts.isTemplateExpression(node) && !ts.isTaggedTemplateExpression(node.parent)) {
    const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
    if (!RUSSIAN.test(parts.join(''))) return undefined;
    const typeset_ = typeset(parts.join(VALUE)).split(VALUE);
    if (typeset_.length !== parts.length || typeset_.every((part, index) => part === parts[index])) return undefined;
    const spans = node.templateSpans.map((span, index) => `\${${span.expression.getText(source)}}${templatePart(typeset_[index + 1]!)}`);
    return { start, end, text: `\`${templatePart(typeset_[0]!)}${spans.join('')}\`` };
  }
  return undefined;
}

/** `code` (the file `file`, TypeScript or TSX) with its texts typeset; unchanged when it has none. */
export function typesetSource(code: string, file: string): string {
  if (!RUSSIAN.test(code)) return code;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edits: Edit[] = [];
  const visit = (node: ts.Node): void => {
    const edit = editOf(node, source);
    // An edited node is replaced whole: a text inside a template's values stays as written.
    if (edit) edits.push(edit);
    else ts.forEachChild(node, visit);
  };
  visit(source);
  let result = code;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) result = result.slice(0, start) + text + result.slice(end);
  return result;
}
