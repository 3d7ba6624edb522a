// Prints one closing line over the three test tiers, in the plain form CI reads:
// "N passed, N failed". Each tier wrote its Vitest JSON report to test-results/.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const tier of ['unit', 'server', 'e2e']) {
  const file = `test-results/${tier}.json`;
  if (!existsSync(file)) {
    console.error(`missing ${file}: the ${tier} tests did not run`);
    process.exit(1);
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + report.numPendingTests + report.numTodoTests;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
