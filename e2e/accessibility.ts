import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules a screen is held to: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core on the page as it is and fails (softly, so one run lists every screen's problems) with
 * each violation: the rule, how serious, and the elements with what is wrong with them.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations.map((violation) => {
    const nodes = violation.nodes.map((node) => {
      const why = node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? '';
      return `    ${node.target.join(' > ')}: ${why}`;
    });
    return `${violation.id} (${violation.impact}, ${violation.nodes.length}): ${violation.help}\n${nodes.join('\n')}`;
  });
  expect.soft(violations, `${screen}: accessibility violations`).toEqual([]);
}
