// `npm test` after the content check and the build: `npm run check` (typecheck, lint, Knip,
// dependency-cruiser: scripts/check.mjs) and the suite project side by side. The checks
// need no build and the suite no check; a browser or process file spends much of its time
// waiting (modal delays, timeouts, a server starting), and the checks' four threads fill
// those gaps instead of holding the suite back by their whole time
// (docs/decisions/161-npm-test-side-by-side.md). The suite's lines stream as it runs; the
// checks' report is printed once the suite is done, so neither cuts into the other. Both
// always run to the end, and either failing fails `npm test`. Arguments go to vitest
// (`npm test -- tests/unit/`).
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
const [checked, tested] = await Promise.all([
  run(process.execPath, ['scripts/check.mjs'], checkOutput),
  run('vitest', ['run', '--project', 'suite', ...process.argv.slice(2)]),
]);
process.stdout.write(`\n> npm run check: ${checked === 0 ? 'passed' : `failed (exit ${checked})`}\n`);
process.stdout.write(Buffer.concat(checkOutput));
process.exitCode = checked !== 0 ? checked : tested;
