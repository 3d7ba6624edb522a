import { buildTestTemplates, TEMPLATES_ENV } from './test-templates.ts';

/**
 * Vitest global setup of the server and journey tiers: builds the run's template databases
 * before any worker starts (workers inherit the variable), and drops them after the run.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const started = performance.now();
  const { templates, drop } = await buildTestTemplates();
  process.env[TEMPLATES_ENV] = JSON.stringify(templates);
  console.warn(`test templates (${templates.kind}) ready in ${Math.round(performance.now() - started)} ms`);
  return drop;
}
