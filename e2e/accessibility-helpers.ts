import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Every WCAG 2.x level A and AA rule axe-core knows (2.0, 2.1 and 2.2). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Waits until no CSS animation or transition runs, so colours are read as the user finally sees them. */
async function settle(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().filter((animation) => {
            // Spinners and pulses loop forever; only finite animations are waited for.
            const timing = animation.effect?.getComputedTiming();
            return animation.playState === 'running' && timing?.iterations !== Number.POSITIVE_INFINITY;
          }).length,
      ),
    )
    .toBe(0);
}

/** CSS selectors for the part of the page that changed: an open dialog, the active tab panel. */
export const OPEN_DIALOG = '[role="dialog"]';
export const ACTIVE_TAB_PANEL = '[role="tabpanel"][data-state="active"]';

/**
 * Runs axe-core on the page as it is now (what the user sees, dialogs included) and fails with a
 * readable list when a serious or critical WCAG A/AA violation is found. `within` narrows the
 * check to what changed since the whole page was checked (axe is slow on a busy 2-core machine).
 */
export async function expectNoSeriousViolations(page: Page, screen: string, within?: string): Promise<void> {
  await settle(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (within) builder.include(within);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const report = blocking.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 5)
      .map((node) => `    - ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`);
    const more = violation.nodes.length > 5 ? [`    ... and ${violation.nodes.length - 5} more`] : [];
    return [
      `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
      ...nodes,
      ...more,
    ].join('\n');
  });
  expect.soft(blocking.length, `serious or critical axe violations on ${screen}:\n${report.join('\n')}`).toBe(0);
}
