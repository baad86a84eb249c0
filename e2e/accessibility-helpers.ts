import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { expect } from './fixtures.ts';

/**
 * axe-core itself, put into the page once per document and run there. @axe-core/playwright's
 * AxeBuilder put it in again on every check and finished each run in a new page of its own: 1.6–2.2 s
 * a check on a 2-core machine, where this takes 0.8 s the first time on a page and 0.25 s after
 * (the same rules and results; the app has no frames for AxeBuilder to reach into). 2026-12-02.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

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
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    ([context, tags]) =>
      (window as unknown as { axe: { run(...args: unknown[]): Promise<AxeResults> } }).axe
        .run(context ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((results) => results.violations),
    [within ?? null, WCAG_TAGS] as const,
  );
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
