import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA, as axe tags them (what every screen is checked against). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface Violation {
  id: string;
  impact: string;
  /** Where: the first five elements' selectors. */
  targets: string[];
  /** axe's summary of what fails on the first element. */
  why?: string;
}

/**
 * axe's serious and critical violations of what the page shows now, every frame included.
 * Waits a moment first, so entry transitions (dialogs, drawers) show their final colours.
 *
 * Runs axe in the page itself (legacy mode) and asks only for violations: the default mode
 * copies every frame's partial results, passes included, to a blank page of its own to finish
 * the run, which took 2.3–9.4 s a screen here against 1.3–3.0 s for the same findings.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.waitForTimeout(400);
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      why: violation.nodes[0]?.failureSummary,
    }));
}

/** The same violations, one line each ("rule: where, where (why)"). */
export async function blockingViolations(page: Page): Promise<string[]> {
  return (await seriousViolations(page)).map(
    (violation) => `${violation.id}: ${violation.targets.join(', ')} (${violation.why})`,
  );
}
