// Lighthouse (default mobile settings) on the system Chromium, per page: performance,
// accessibility and best-practices scores, plus the Core Web Vitals it measured.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from './browser.mjs';

export const LIGHTHOUSE_PAGES = ['/', '/proto-hub', '/user-feedback', '/pipeline-dashboard', '/code-contributions'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

export async function runLighthouse(baseUrl) {
  const results = {};
  for (const path of LIGHTHOUSE_PAGES) {
    // A fresh browser per page: no cache or service state carried from one page to the next.
    const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      const runnerResult = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const { categories, audits } = runnerResult.lhr;
      results[path] = {
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        fcpMs: audits['first-contentful-paint'].numericValue,
        lcpMs: audits['largest-contentful-paint'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        failing: Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id),
      };
    } finally {
      await chrome.kill();
    }
  }
  return results;
}
