// The rows the benchmark prints: one per recording, and one per page over its runs.
const ms = (audit) => `${Math.round(audit.numericValue)} ms`;

/** The four scores, FCP / LCP / TBT / CLS and the CPU benchmark of one report (or its error). */
export function resultRow(lhr, error) {
  if (error) return { performance: `error: ${error}` };
  const { categories: c, audits: a } = lhr;
  return {
    performance: c.performance.score, accessibility: c.accessibility.score, 'best-practices': c['best-practices'].score, seo: c.seo.score,
    FCP: ms(a['first-contentful-paint']), LCP: ms(a['largest-contentful-paint']), TBT: ms(a['total-blocking-time']),
    CLS: a['cumulative-layout-shift'].numericValue.toFixed(3), 'CPU index': Math.round(lhr.environment.benchmarkIndex),
  };
}

function median(values) {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const numbers = (rows, key) => rows.map((row) => row[key]).filter((value) => typeof value === 'number');
const parseMs = (rows, key) => rows.map((row) => row[key]).filter(Boolean).map((value) => Number.parseInt(value, 10));

/**
 * Per page: performance min / median / max over its runs, the lowest other score, the
 * worst metrics, the load's range and the slowest CPU benchmark.
 */
export function pageSummary(rows) {
  const pages = [...new Set(rows.map((row) => row.page))];
  return pages.map((page) => {
    const runs = rows.filter((row) => row.page === page);
    const perf = numbers(runs, 'performance');
    const others = ['accessibility', 'best-practices', 'seo'].flatMap((key) => numbers(runs, key));
    return {
      page, runs: `${perf.length}/${runs.length}`,
      'perf min': Math.min(...perf), 'perf median': median(perf), 'perf max': Math.max(...perf),
      'a11y/BP/SEO min': Math.min(...others),
      'FCP max': `${Math.max(...parseMs(runs, 'FCP'))} ms`,
      'LCP max': `${Math.max(...parseMs(runs, 'LCP'))} ms`,
      'TBT max': `${Math.max(...parseMs(runs, 'TBT'))} ms`,
      load: `${Math.min(...numbers(runs, 'load'))}–${Math.max(...numbers(runs, 'load'))}`,
      'CPU index min': Math.min(...numbers(runs, 'CPU index')),
    };
  });
}
