// Browser tests need Debian's chromium. Install it when we may (root), otherwise say exactly how.
// It never lets the browser tests be skipped silently.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const PACKAGES = 'chromium fonts-noto-cjk';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`Browser tests need ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y ${PACKAGES}`);
  process.exit(1);
}
console.log(`Installing Debian's ${PACKAGES} for the browser tests…`);
execSync(`apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${PACKAGES}`, { stdio: 'inherit' });
if (!existsSync(CHROMIUM)) {
  console.error(`${CHROMIUM} is still missing after the install.`);
  process.exit(1);
}
