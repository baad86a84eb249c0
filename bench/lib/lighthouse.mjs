// Lighthouse (default mobile settings) on the system Chromium, per page: performance,
// accessibility and best-practices scores, plus the Core Web Vitals it measured. Each page runs
// LIGHTHOUSE_RUNS times (3 by default) and the run Lighthouse's own computeMedianRun picks is
// reported, with the range of the performance scores: one run's score moves by several points
// from run to run on this machine (bench/findings.md item 17), and Lighthouse's guidance on
// variability is to report the median of several runs. Total blocking time is the median of the
// runs' own values, with its range (issue 41 §7: at most 200 ms on every pre-rendered page).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROME_FLAGS, CHROME_PATH } from './browser.mjs';

export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

export const LIGHTHOUSE_PAGES = ['/', '/proto-hub', '/user-feedback', '/pipeline-dashboard', '/code-contributions'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** One Lighthouse run of `url` in a fresh browser: no cache or service state carried from another run. */
async function runOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const runnerResult = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    return runnerResult.lhr;
  } finally {
    await chrome.kill();
  }
}

/** Tries of one run: a page that did not load (no first paint, a runtime error) is run again. */
const TRIES = 3;

/**
 * One run that loaded the page. A run where the page never painted (Lighthouse's runtimeError, seen
 * once in a while on this machine) has no timings to report and would fail computeMedianRun, so it
 * is run again, at most TRIES times, and the retry is printed.
 */
async function loadedRun(url) {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await runOnce(url);
    const painted = lhr.audits['first-contentful-paint']?.numericValue !== undefined;
    if (painted && !lhr.runtimeError) return lhr;
    const why = lhr.runtimeError?.message ?? 'no first contentful paint';
    if (attempt === TRIES) throw new Error(`Lighthouse could not load ${url} in ${TRIES} tries: ${why}`);
    console.warn(`Lighthouse: ${url} did not load (${why}); running it again`);
  }
}

/** The middle value of sorted numbers (the mean of the two middle ones for an even count). */
function median(sorted) {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export async function runLighthouse(baseUrl) {
  const results = {};
  for (const path of LIGHTHOUSE_PAGES) {
    const runs = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await loadedRun(`${baseUrl}${path}`));
    const { categories, audits } = computeMedianRun(runs);
    const scores = runs.map((run) => Math.round(run.categories.performance.score * 100));
    // The median of the runs' own values: the median run is chosen by FCP and TTI, not by blocking time.
    const blocking = runs.map((run) => run.audits['total-blocking-time'].numericValue).sort((a, b) => a - b);
    // Lighthouse's own reading of the CPU's speed at each run: blocking time scales with it (findings item 30).
    const speeds = runs.map((run) => run.environment?.benchmarkIndex).filter(Number.isFinite);
    results[path] = {
      performance: Math.round(categories.performance.score * 100),
      performanceRange: [Math.min(...scores), Math.max(...scores)],
      runs: runs.length,
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories['best-practices'].score * 100),
      fcpMs: audits['first-contentful-paint'].numericValue,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: median(blocking),
      tbtRange: [blocking[0], blocking.at(-1)],
      benchmarkIndexRange: speeds.length ? [Math.min(...speeds), Math.max(...speeds)] : null,
      cls: audits['cumulative-layout-shift'].numericValue,
      failing: Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id),
    };
  }
  return results;
}
