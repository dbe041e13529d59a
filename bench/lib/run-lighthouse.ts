import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';

export interface LighthouseTarget {
  name: string;
  path: string;
  /** Lighthouse cannot type into the sign-in form; a signed-in page gets the session cookie. */
  headers?: Record<string, string>;
}

export interface LighthouseFigures {
  page: string;
  runs: number;
  performance: number;
  accessibility: number;
  /** Milliseconds, except cls (unitless); from the run with the median performance score. */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; speedIndex: number };
  /** Audits of the two categories that did not pass, worst first (id: title). */
  findings: string[];
}

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndex: 'speed-index',
} as const;

const score = (lhr: Result, category: string) => lhr.categories[category]?.score ?? 0;

function findingsOf(lhr: Result): string[] {
  const failing: { id: string; title: string; score: number }[] = [];
  for (const category of ['accessibility', 'performance']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.scoreDisplayMode === 'informative') continue;
      if (Object.values(METRICS).includes(ref.id as never)) continue;
      if (audit.score < 0.9)
        failing.push({ id: `${category}/${ref.id}`, title: audit.title, score: audit.score });
    }
  }
  return failing.sort((a, b) => a.score - b.score).map((f) => `${f.id} (${f.score}): ${f.title}`);
}

/**
 * Lighthouse (desktop preset: simulated 40 ms RTT, 10 Mbit/s, no CPU slow-down) on each page,
 * `runs` times; the run with the median performance score is reported, as Lighthouse advises.
 */
export async function runLighthouse(
  baseUrl: string,
  targets: LighthouseTarget[],
  runs: number,
): Promise<LighthouseFigures[]> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const figures: LighthouseFigures[] = [];
    for (const target of targets) {
      const results: Result[] = [];
      for (let run = 0; run < runs; run++) {
        const outcome = await lighthouse(
          `${baseUrl}${target.path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            ...(target.headers && { extraHeaders: target.headers }),
          },
          desktopConfig,
        );
        if (!outcome) throw new Error(`Lighthouse gave no result for ${target.path}`);
        if (outcome.lhr.runtimeError) throw new Error(`${target.path}: ${outcome.lhr.runtimeError.message}`);
        results.push(outcome.lhr);
      }
      results.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const median = results[Math.floor(results.length / 2)]!;
      const metric = (id: string) => median.audits[id]?.numericValue ?? Number.NaN;
      figures.push({
        page: target.name,
        runs,
        performance: score(median, 'performance'),
        accessibility: score(median, 'accessibility'),
        metrics: {
          fcp: metric(METRICS.fcp),
          lcp: metric(METRICS.lcp),
          tbt: metric(METRICS.tbt),
          cls: metric(METRICS.cls),
          speedIndex: metric(METRICS.speedIndex),
        },
        findings: findingsOf(median),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
