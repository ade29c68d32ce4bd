// One file of the content folder read and checked (content-file.ts reads it within its bound): its JSON parsed and
// checked by its schema, each problem a Russian line naming the file and the field, gathered by file.
import { existsSync, readdirSync } from 'node:fs';
import type { z } from 'zod';
import { contentErrorMap } from './content-messages.js';
import { jsonErrorMessage } from './json-error.js';
import { readContentFile } from './content-file.js';

/** A file a reload did not take, why, and whether its last good version still serves. */
export interface HeldBackFile {
  /** Absolute path. */
  file: string;
  /** Each problem, in Russian: `field: message`. */
  problems: string[];
  /** Its last good version still serves (false: the site shows it nowhere, as before it existed). */
  kept: boolean;
}

/** The problems of a read, by file, in the order found. */
export class FileProblems {
  readonly byFile = new Map<string, string[]>();
  add(file: string, message: string): void {
    const list = this.byFile.get(file) ?? [];
    list.push(message);
    this.byFile.set(file, list);
  }
  has(file: string): boolean {
    return this.byFile.has(file);
  }
  lines(): string[] {
    return [...this.byFile].flatMap(([file, messages]) => messages.map((message) => `${file}: ${message}`));
  }
  /** Each file with problems as held back; `kept`: those whose last good version still serves. */
  heldBack(kept: ReadonlySet<string> = new Set()): HeldBackFile[] {
    return [...this.byFile].map(([file, messages]) => ({ file, problems: messages, kept: kept.has(file) }));
  }
}

/** `$schema` is for editors only: the app never sees it. */
export function withoutSchemaLink<T extends { $schema?: string }>(data: T): Omit<T, '$schema'> {
  const copy = { ...data };
  delete copy.$schema;
  return copy;
}

/** A file's parsed JSON checked by `schema`, or its problems as `field: message` lines of the file (`fieldName` names the field). */
export function readChecked<T>(
  file: string, schema: z.ZodType<T>, problems: FileProblems,
  fieldName: (path: readonly PropertyKey[], json: unknown) => string = (at) => at.join('.') || '(файл)',
): T | undefined {
  const read = readContentFile(file, 'json');
  if ('fault' in read) return void problems.add(file, read.fault);
  const text = read.bytes.toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    problems.add(file, jsonErrorMessage(text, error as Error));
    return undefined;
  }
  const parsed = schema.safeParse(json, { error: contentErrorMap });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) problems.add(file, `${fieldName(issue.path, json)}: ${issue.message}`);
  return undefined;
}

/** The JSON files of a folder (not its schema.json), in name order. */
export const jsonFilesOf = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json') && name !== 'schema.json').sort() : [];
