// `npm test`: the content check and the build, then the suite project, and beside them from the start
// `npm run check` (typecheck, lint, Knip, dependency-cruiser: scripts/check.mjs), which needs no build, as
// the suite needs no check; a browser or process file spends much of its time waiting (modal delays,
// timeouts, a server starting), as the build does on its files, and the checks' threads fill those gaps
// instead of holding the suite back by their whole time (docs/decisions/065-test-projects.md).
// Once the checks and the build end, the cluster project runs beside the suite: its load tests are
// bounded in time, not in work, and alone they left a core idle (docs/decisions/065-test-projects.md).
// The build's and the suite's lines stream as they run; the checks' and the cluster's reports are printed
// once the suite is done, so none cuts into another. All run to the end (but for the suite and the cluster
// after a failed content check or build), and any failing fails `npm test`. Arguments go to vitest's
// suite, and then the cluster is not run (`npm test -- tests/unit/`).
import { spawn } from 'node:child_process';
import path from 'node:path';

// The tools' commands as npm runs them, from the project's node_modules/.bin, whoever starts this script.
const env = { ...process.env, PATH: [path.resolve(import.meta.dirname, '../node_modules/.bin'), process.env.PATH].join(path.delimiter) };

/** Settles with the exit code; `output` collects the child's lines instead of printing them. */
const run = (command, args, output) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', output ? 'pipe' : 'inherit', output ? 'pipe' : 'inherit'] });
    if (output) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('error', (error) => {
      process.stderr.write(`${command}: ${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });

const checkOutput = [];
const clusterOutput = [];
const whole = process.argv.length <= 2;
const checks = run(process.execPath, ['scripts/check.mjs'], checkOutput);
const built = run('npm', ['run', 'content:check']).then((code) => code || run('npm', ['run', 'build:fixture']));
const [checked, builtCode, tested, clustered] = await Promise.all([
  checks,
  built,
  built.then((code) => code || run('vitest', ['run', '--project', 'suite', ...process.argv.slice(2)])),
  Promise.all([checks, built]).then(([, code]) => (code || !whole ? 0 : run('vitest', ['run', '--project', 'cluster'], clusterOutput))),
]);
process.stdout.write(`\n> npm run check: ${checked === 0 ? 'passed' : `failed (exit ${checked})`}\n`);
process.stdout.write(Buffer.concat(checkOutput));
if (whole && builtCode === 0) {
  process.stdout.write(`\n> vitest run --project cluster: ${clustered === 0 ? 'passed' : `failed (exit ${clustered})`}\n`);
  process.stdout.write(Buffer.concat(clusterOutput));
}
process.exitCode = [builtCode, checked, tested, clustered].find((code) => code !== 0) ?? 0;
