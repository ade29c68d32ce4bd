// `npm test`: the content check and the build, then the suite project, and beside them from the start
// `npm run check` (typecheck, lint, Knip, dependency-cruiser: scripts/check.mjs), which needs no build, as
// the suite needs no check; a browser or process file spends much of its time waiting (modal delays,
// timeouts, a server starting), as the build does on its files, and the checks' threads fill those gaps
// instead of holding the suite back by their whole time (docs/decisions/065-test-projects.md).
// The load simulations (the cluster project) and the operator's walks are projects of their own, run at rest by
// `npm run test:cluster` and `npm run test:walk`: load bounded in time on a machine the suite starves measures the
// suite, not the product (docs/decisions/065-test-projects.md).
// The build's and the suite's lines stream as they run; the checks' report is printed once the suite is done, so
// neither cuts into the other. All run to the end (but for the suite after a failed content check or build), and any
// failing fails `npm test`. Arguments go to vitest's suite (`npm test -- tests/unit/`).
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
const checks = run(process.execPath, ['scripts/check.mjs'], checkOutput);
const built = run('npm', ['run', 'content:check']).then((code) => code || run('npm', ['run', 'build:fixture']));
const [checked, builtCode, tested] = await Promise.all([
  checks,
  built,
  built.then((code) => code || run('vitest', ['run', '--project', 'suite', ...process.argv.slice(2)])),
]);
process.stdout.write(`\n> npm run check: ${checked === 0 ? 'passed' : `failed (exit ${checked})`}\n`);
process.stdout.write(Buffer.concat(checkOutput));
process.exitCode = [builtCode, checked, tested].find((code) => code !== 0) ?? 0;
