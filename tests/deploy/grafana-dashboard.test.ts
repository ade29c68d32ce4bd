// deploy/grafana/promo.json against the app it watches (docs/product.md §10): the dashboard is
// JSON Grafana can import, every metric its PromQL queries exists in the real app's
// /metrics (a histogram's _bucket/_sum/_count name its family), it covers what docs/product.md §10
// names, and its web-vitals panels draw Google's thresholds as shared/rum/vitals.ts has them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { VITALS, VITAL_NAMES } from '#shared/rum/vitals.js';
import { RUM_METRIC_NAMES } from '#server/observability/rum/rum-metrics.js';
import { startApp, type TestApp } from '../support/start-app.js';

interface Panel {
  type: string;
  title: string;
  targets?: { expr: string }[];
  panels?: Panel[];
  fieldConfig?: { defaults: { thresholds?: { steps: { value: number | null }[] } } };
}

const dashboard = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../deploy/grafana/promo.json'), 'utf8')) as {
  title: string; uid: string; panels: Panel[],
};
const panels = dashboard.panels.flatMap((p) => [p, ...(p.panels ?? [])]);
const expressions = panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr));

const PROMQL_WORDS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'and', 'or', 'unless', 'offset']);

/** The metric names a PromQL expression reads: not functions, keywords, label names, strings, ranges or numbers. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(?:by|without|on|ignoring)\s*\([^)]*\)/g, '');
  return [...bare.matchAll(/(?<![\w:.])[A-Za-z_:][\w:]*(?![\w:]|\s*\()/g)].map((m) => m[0]).filter((word) => !PROMQL_WORDS.has(word));
}

/** Families from the exposition's `# TYPE` lines; a histogram's series names map to it. */
function families(exposition: string): Map<string, string> {
  return new Map([...exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => [m[1]!, m[2]!]));
}

function familyOf(name: string, known: Map<string, string>): string | undefined {
  if (known.has(name)) return name;
  const base = name.replace(/_(bucket|sum|count)$/, '');
  return base !== name && ['histogram', 'summary'].includes(known.get(base) ?? '') ? base : undefined;
}

describe('the PromQL reader of this test', () => {
  test('when an expression is read, then only its metric names come out', () => {
    const quantile =
      'histogram_quantile(0.95, sum by (route, le) ' +
      '(rate(http_request_duration_seconds_bucket{instance=~"$instance", status=~"5.."}[$__rate_interval])))';
    expect(metricNames(quantile))
      .toEqual(['http_request_duration_seconds_bucket']);
    expect(metricNames('sum(rate(a_total{result="hit"}[5m])) / sum(rate(b_total[5m])) / 1e9')).toEqual(['a_total', 'b_total']);
  });
});

describe('deploy/grafana/promo.json', () => {
  let t: TestApp;
  let known: Map<string, string>;
  beforeAll(async () => {
    t = await startApp();
    known = families((await request(t.listener).get('/metrics').expect(200)).text);
  });
  afterAll(() => t.close());

  test('when the dashboard is loaded, then it is a titled dashboard whose panels all query something', () => {
    expect(dashboard.title).toBe('Promo pages');
    expect(dashboard.uid).toMatch(/^[a-z0-9-]+$/);
    for (const panel of panels.filter((p) => p.type !== 'row')) expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
  });

  test('when every query is read, then each metric it names exists in the real app\'s /metrics', () => {
    const named = [...new Set(expressions.flatMap(metricNames))];

    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((name) => familyOf(name, known) === undefined)).toEqual([]);
  });

  test('when the queried families are listed, then they cover requests, the render cache, the upstream, rate limits and every web vital', () => {
    const queried = new Set(expressions.flatMap(metricNames).map((name) => familyOf(name, known)));

    const mustBeQueried = [
      'http_request_duration_seconds', 'render_cache_requests_total', 'upstream_call_duration_seconds', 'upstream_call_failures_total',
      'rate_limit_refusals_total', ...Object.values(RUM_METRIC_NAMES),
    ];
    for (const family of mustBeQueried) {
      expect(queried.has(family.replace(/_total$/, '')) || queried.has(family), family).toBe(true);
    }
  });

  test('when docs/operations.md lists an alert-worthy metric, then a panel queries it', () => {
    const operations = readFileSync(path.resolve(import.meta.dirname, '../../docs/operations.md'), 'utf8');
    const table = operations.slice(operations.indexOf('## Alert-worthy metrics'));
    const alerted = [...table.slice(0, table.indexOf('\n\n', table.indexOf('|'))).matchAll(/^\| `([a-z0-9_:]+)/gm)].map((m) => m[1]!);
    const queried = new Set(expressions.flatMap(metricNames).map((name) => familyOf(name, known)));

    expect(alerted.length).toBeGreaterThanOrEqual(10);
    expect(alerted.filter((family) => !queried.has(familyOf(family, known)))).toEqual([]);
  });

  test('when several apps share Prometheus, then every query selects the dashboard\'s job', () => {
    const variables = (dashboard as unknown as { templating: { list: { name: string }[] } }).templating.list.map((v) => v.name);

    expect(variables).toContain('job');
    expect(expressions.filter((expr) => [...expr.matchAll(/\{[^}]*\}/g)].some((selector) => !selector[0].includes('job=~"$job"')))).toEqual([]);
    expect(expressions.every((expr) => expr.includes('job=~"$job"'))).toBe(true);
  });

  test.each(VITAL_NAMES)('when the %s panel is read, then it shows the p75 per page against the good and poor thresholds', (name) => {
    const panel = panels.find((p) => p.targets?.some((target) => target.expr.includes(`${RUM_METRIC_NAMES[name]}_bucket`)))!;
    const rule = VITALS[name];
    const inUnit = (value: number) => (rule.unit === 'ms' ? value / 1000 : value);

    expect(panel.targets![0]!.expr).toMatch(/^histogram_quantile\(0\.75, sum by \(page, le\)/);
    expect(panel.fieldConfig!.defaults.thresholds!.steps.map((step) => step.value)).toEqual([null, inUnit(rule.good), inUnit(rule.poor)]);
  });
});
