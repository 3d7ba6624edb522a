// `npm test`: the static checks, then the unit, server and browser tiers, each timed, stopping at
// the first step that fails; then one line over all tiers with each step's time (issue 36: the
// suite's own time is a budget, 20 minutes on an idle two-core machine).
import { spawn } from 'node:child_process';
import { countResults, summaryLine } from './test-summary.mjs';

/** Runs npm scripts side by side; resolves with whether all passed. */
function run(scripts) {
  return Promise.all(
    scripts.map(
      (script) =>
        new Promise((resolve) => {
          const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
          child.on('exit', (code) => resolve(code === 0));
        }),
    ),
  ).then((results) => results.every(Boolean));
}

// Lint and the type check read the same files and print nothing when all is well: on two cores
// they run side by side.
const STEPS = [
  ['static checks', ['lint', 'typecheck']],
  ['unit', ['test:unit']],
  ['server', ['test:server']],
  ['journeys', ['test:e2e']],
];

const times = [];
for (const [name, scripts] of STEPS) {
  const started = Date.now();
  const ok = await run(scripts);
  times.push([name, Date.now() - started]);
  if (!ok) {
    const soFar = times.map(([step, ms]) => `${step} ${(ms / 1000).toFixed(0)} s`).join(', ');
    console.error(`npm test: ${name} failed (${scripts.join(', ')}); ${soFar}`);
    process.exit(1);
  }
}
const counts = countResults();
console.log(summaryLine(counts, times));
process.exit(counts.failed === 0 && counts.passed > 0 ? 0 : 1);
