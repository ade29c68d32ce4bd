import type { Content } from '../server/content/load-content.ts';

type CheckResult = { content: Content; problems?: undefined } | { content?: undefined; problems: string[] };

/** The content folder a build of `root` reads: CONTENT_DIR, else `<root>/content`. */
export function contentDirOf(root?: string): string;
/** The checked content of the project at `root`, or the problems as lines (paths inside `root` made relative). */
export function checkContent(root?: string): Promise<CheckResult>;
/** Checks, or prints every problem and exits 1. */
export function checkContentOrExit(root?: string): Promise<Content>;
