import type { FullConfig } from '@playwright/test';

const DEMO_YEAR_BUDGET_MS = 300_000;

/**
 * The server answers before the demo year's documents are written (main.ts seeds them in the
 * background). Specs compare figures across pages, so they start once `/healthz` says the demo
 * data is complete — polling the server's own state, not waiting a fixed time.
 */
export default async function waitForDemoYear(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('baseURL is not configured');
  const deadline = Date.now() + DEMO_YEAR_BUDGET_MS;
  for (;;) {
    const health = (await (await fetch(`${baseURL}/healthz`)).json()) as { demo_documents: string };
    if (health.demo_documents !== 'seeding') return;
    if (Date.now() > deadline) throw new Error('the demo year was not written within five minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
