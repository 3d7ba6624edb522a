// The closing line over the three test tiers, in the plain form CI reads, "N passed, N failed",
// followed by how long each step took. Each tier wrote its Vitest JSON report to test-results/.
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Counts the tiers' results; a tier without a report counts as failed. */
export function countResults() {
  let passed = 0;
  let failed = 0;
  for (const tier of ['unit', 'server', 'e2e']) {
    const file = `test-results/${tier}.json`;
    if (!existsSync(file)) {
      console.error(`missing ${file}: the ${tier} tests did not run`);
      return { passed, failed: failed + 1 };
    }
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests + report.numPendingTests + report.numTodoTests;
  }
  return { passed, failed };
}

const seconds = (ms) => (ms >= 90_000 ? `${(ms / 60_000).toFixed(1)} min` : `${Math.round(ms / 1000)} s`);

/** "1769 passed, 0 failed (static checks 48 s, unit 22 s, …; 19.3 min in all)". */
export function summaryLine({ passed, failed }, times = []) {
  if (times.length === 0) return `${passed} passed, ${failed} failed`;
  const total = times.reduce((sum, [, ms]) => sum + ms, 0);
  return `${passed} passed, ${failed} failed (${times.map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ')}; ${seconds(total)} in all)`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const counts = countResults();
  console.log(summaryLine(counts));
  process.exit(counts.failed === 0 && counts.passed > 0 ? 0 : 1);
}
