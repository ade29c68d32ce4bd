// Every goal the studio offers an experiment (its «Цель» select: server/studio-listener/decap-config.ts) is a goal a
// page kind declares (pages/<kind>/kind.ts, `experiment.goals`: the events the server answers on its pages,
// docs/product.md §12), and the select says which pages: a goal no page has would be offered and never counted.
import { describe, expect, test } from 'vitest';
import { EXPERIMENT_GOAL_NAMES } from '#shared/analytics/goal-words.js';
import { EXPERIMENT_LABELS } from '#server/studio-listener/decap-config.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';

const offered = (EXPERIMENT_LABELS.goal as unknown as { widget: { options: { value: string; label: string }[] } }).widget.options;
const declared = new Set(PAGE_REGISTRY.kinds.flatMap((kind) => kind.experiment?.goals ?? []));

describe('the goals the studio offers', () => {
  test('the select offers every goal an experiment file may name', () => {
    expect(offered.map((option) => option.value)).toEqual(EXPERIMENT_GOAL_NAMES);
  });

  test.each(EXPERIMENT_GOAL_NAMES)('%s is a goal of a page kind, and its option names the pages', (goal) => {
    expect(declared.has(goal)).toBe(true);
    expect(offered.find((option) => option.value === goal)?.label).toMatch(/\([^)]+\)$/);
  });
});
