import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA, as axe tags them (what a11y.spec.ts checks every screen against). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe's serious and critical violations of what the page shows now, one line each ("rule: where").
 * Waits a moment first, so entry transitions (dialogs, drawers) show their final colours.
 */
export async function blockingViolations(page: Page): Promise<string[]> {
  await page.waitForTimeout(400);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
