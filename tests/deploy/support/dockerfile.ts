// Reads the Dockerfile and .dockerignore into data, so a test can replay what `docker
// build` would do on a machine without Docker. Only the forms this project's files use
// are understood; anything else throws, so a new kind of line fails the test rather
// than being skipped unnoticed.
import { readFileSync } from 'node:fs';

export interface Instruction {
  keyword: string;
  /** Words after the keyword, flags such as `--from=build` split off into `flags`. */
  args: string[];
  flags: Record<string, string>;
  /** The raw text after the keyword and its flags (RUN's shell command). */
  text: string;
}

export interface Stage { from: string; name?: string; instructions: Instruction[] }

/** Logical lines: comments dropped, `\` continuations joined. */
function logicalLines(source: string): string[] {
  return source
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

function parseInstruction(line: string): Instruction {
  const [, keyword = '', rest = ''] = /^(\w+)\s+(.*)$/s.exec(line) ?? [];
  const flags: Record<string, string> = {};
  let text = rest;
  for (let flag = /^--([\w-]+)=(\S+)\s+/.exec(text); flag; flag = /^--([\w-]+)=(\S+)\s+/.exec(text)) {
    flags[flag[1]!] = flag[2]!;
    text = text.slice(flag[0].length);
  }
  return { keyword: keyword.toUpperCase(), args: text.split(/\s+/), flags, text };
}

export function readStages(file: string): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of logicalLines(readFileSync(file, 'utf8')).map(parseInstruction)) {
    if (instruction.keyword === 'FROM') {
      const [from = '', as, name] = instruction.args;
      stages.push({ from, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else if (stages.length === 0) {
      throw new Error(`${instruction.keyword} before the first FROM`);
    } else stages.at(-1)!.instructions.push(instruction);
  }
  return stages;
}

/** The exec form of CMD (and of HEALTHCHECK's CMD): a JSON array. */
export function execForm(text: string): string[] {
  const command = JSON.parse(text.replace(/^CMD\s+/, '')) as unknown;
  if (!Array.isArray(command) || !command.every((word) => typeof word === 'string')) throw new Error(`not an exec-form command: ${text}`);
  return command;
}

/** .dockerignore as a test: only top-level names, `*` standing for any characters. */
export function readDockerignore(file: string): (name: string) => boolean {
  const patterns = readFileSync(file, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const matchers = patterns.map((pattern) => {
    if (/[/!?[\]]/.test(pattern)) throw new Error(`.dockerignore pattern not understood by this test: ${pattern}`);
    const escaped = pattern.replace(/[.+^${}()|\\]/g, '\\$&').replace(/\*/g, '.*');
    return new RegExp(`^${escaped}$`);
  });
  return (name) => matchers.some((matcher) => matcher.test(name));
}
