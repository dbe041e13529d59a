import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// Findings of these impacts block; moderate and minor ones are reported by the Lighthouse bench.
const BLOCKING_IMPACTS = ['serious', 'critical'];

/** What the animation wait reads of the page's Web Animations. */
interface PageAnimation {
  playState: string;
  effect: { getTiming(): { iterations?: number } } | null;
}

/** axe-core's serious and critical findings on the page as it is now, one line each. */
export async function blockingViolations(page: Page) {
  // Contrast is judged on the final colours: a dialog still fading in (Mantine's transitions run
  // despite reduced motion) has half-transparent text. Endless ones (spinners, skeletons) are left.
  await page.waitForFunction(() =>
    // The e2e code is type-checked without DOM types; a string expression would need 'unsafe-eval'.
    (globalThis as unknown as { document: { getAnimations(): PageAnimation[] } }).document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
