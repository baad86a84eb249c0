// Web weight per route (DESIGN.md §8), measured in the browser: a first visit to each route in a
// fresh profile, summing the compressed bytes of the JS and CSS it downloads until the network is
// idle (lazy chunks a page pulls in at start-up count; the analytics batch sent later does not).
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './browser.mjs';

export const WEB_BUDGET_KB = 120;
export const ROUTES = [
  '/',
  '/chat',
  '/developer-chat',
  '/proto-hub',
  '/jobs',
  '/post-job',
  '/developers',
  '/gamification',
  '/ai-community-member',
  '/task-manager',
  '/pitch-deck',
  '/landing-page',
  '/defi-platform',
  '/pipeline-dashboard',
  '/user-feedback',
  '/code-contributions',
  '/coding-education',
];

async function firstVisit(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes = { js: 0, css: 0, files: 0 };
  const pending = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      request.sizes().then(({ responseBodySize }) => {
        sizes[type === 'script' ? 'js' : 'css'] += responseBodySize;
        sizes.files += 1;
      }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();
  return { jsKb: sizes.js / 1024, cssKb: sizes.css / 1024, totalKb: (sizes.js + sizes.css) / 1024, files: sizes.files };
}

/** Per-route first-visit JS + CSS, compressed as the server sends them (Accept-Encoding: gzip). */
export async function measureWebSizes(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.slice(1) });
  try {
    const results = {};
    for (const route of ROUTES) results[route] = await firstVisit(browser, `${baseUrl}${route}`);
    return results;
  } finally {
    await browser.close();
  }
}
