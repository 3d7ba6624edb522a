/**
 * Prints the seeded PDFs once (not at start-up): each manual's HTML through Debian chromium,
 * and its plain text for keyword search, into files/. Run after changing a source:
 *   node --import tsx apps/server/src/db/seed/documents/render.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOC_CENTRE_MANUALS } from './sources/all-manuals.ts';
import { DRIVER_RELEASES, driverGuide } from './sources/drivers.ts';
import { manualHtml, manualText, type Manual } from './sources/manual.ts';

const filesDir = fileURLToPath(new URL('./files/', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'manuals-'));

function render(m: Manual): void {
  const html = join(work, `${m.slug}.html`);
  writeFileSync(html, manualHtml(m));
  const pdf = join(filesDir, `${m.slug}.pdf`);
  execFileSync('chromium', [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-pdf-header-footer',
    `--user-data-dir=${join(work, 'profile')}`,
    `--print-to-pdf=${pdf}`,
    `file://${html}`,
  ], { stdio: 'ignore' });
  writeFileSync(join(filesDir, `${m.slug}.txt`), manualText(m));
  process.stdout.write(`${m.slug}.pdf ${Math.round(statSync(pdf).size / 1024)} KB\n`);
}

for (const m of DOC_CENTRE_MANUALS) render(m);
for (const r of DRIVER_RELEASES) render(driverGuide(r));
