// The order vitest starts the files in: the longest first, so that the last files a worker takes
// are short ones and the workers end together (docs/decisions/065-test-projects.md). A file's
// time is vitest's own from the last run here when it has one, else the one tests/file-durations.json
// keeps (a CI run's, written by scripts/test-durations.mjs: a fresh clone has no results of its own,
// and vitest would order it by file size); a file in neither starts first, as vitest starts unknown files.
// Projects keep their order (`sequence.groupOrder`, then by name), as vitest's own sequencer keeps it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const KEPT: Record<string, number> = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../file-durations.json'), 'utf8'),
) as Record<string, number>;

export class LongestFirst extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const time = (spec: TestSpecification) => {
      const key = `${spec.project.name}:${path.relative(this.ctx.config.root, spec.moduleId)}`;
      return this.ctx.cache.getFileTestResults(key)?.duration ?? KEPT[key] ?? Number.MAX_SAFE_INTEGER;
    };
    return Promise.resolve([...files].sort((a, b) =>
      a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder
      || (a.project.name === b.project.name ? 0 : a.project.name < b.project.name ? -1 : 1)
      || time(b) - time(a)));
  }
}
