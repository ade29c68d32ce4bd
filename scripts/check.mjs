// `npm run check`: the typecheck, the lint, Knip (unused files, exports and dependencies:
// docs/decisions/069-knip.md) and dependency-cruiser (no circle, the layers:
// docs/decisions/092-layers.md, .dependency-cruiser.cjs) and the Kubernetes manifests against the
// API's schemas (scripts/check-manifests.mjs) at once. Each is one thread, so on two cores
// side by side they take about the longest one's time, not the sum. All always run to
// the end, so one failure does not hide another's. First it prints the product's lines against
// their budget (docs/configuration.md, «Targets»); over it, the check fails and names the gap.
import { spawn } from 'node:child_process';
import { productLines, statedTarget } from './targets.mjs';

// Each remembers what it found in node_modules/.cache, so a second `npm test` rechecks only
// what changed since (a fresh clone, as CI's, checks everything: docs/decisions/065-test-projects.md).
const CACHE = 'node_modules/.cache';
const CHECKS = [
  ['typecheck', 'tsc', ['--noEmit', '--incremental', '--tsBuildInfoFile', `${CACHE}/tsc/check.tsbuildinfo`]],
  ['lint', 'eslint', ['--cache', '--cache-location', `${CACHE}/eslint/`, '.']],
  ['knip', 'knip', ['--no-progress', '--cache']],
  ['dependencies', 'depcruise', ['server', 'shared', 'pages', 'client', 'studio']],
  ['manifests', 'node', ['scripts/check-manifests.mjs']],
];

const run = ([name, command, args]) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ name, code: 1, output: `${command}: ${error.message}\n` }));
    child.on('close', (code) => resolve({ name, code: code ?? 1, output }));
  });

const budget = statedTarget('product lines');
const lines = productLines();
const over = lines - budget;
const linesCheck = {
  name: 'product lines', code: over > 0 ? 1 : 0,
  output: `${lines.toLocaleString('en')} lines of .ts/.tsx against a budget of ${budget.toLocaleString('en')}`
    + (over > 0 ? `: OVER BUDGET by ${over.toLocaleString('en')} lines\n` : '\n'),
};

// Outputs are printed whole, one check after the other, so their lines do not interleave.
const results = [linesCheck, ...await Promise.all(CHECKS.map(run))];
for (const { name, code, output } of results) {
  process.stdout.write(`> ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`}\n${output}`);
}
process.exitCode = results.some((result) => result.code !== 0) ? 1 : 0;
