import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from './lib/browser.mjs';
const [url, runs = 1] = [process.argv[2], Number(process.argv[3] ?? 1)];
for (let r = 0; r < runs; r++) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  await chrome.kill();
  const a = lhr.audits; console.log('benchmarkIndex', lhr.environment.benchmarkIndex, lhr.environment.hostUserAgent.match(/Chrome\/[0-9.]+/)?.[0]);
  console.log(`perf ${Math.round(lhr.categories.performance.score * 100)} FCP ${a['first-contentful-paint'].numericValue.toFixed(0)} LCP ${a['largest-contentful-paint'].numericValue.toFixed(0)} TBT ${a['total-blocking-time'].numericValue.toFixed(0)} TTI ${a.interactive.numericValue.toFixed(0)}`);
  if (process.env.DETAIL) {
    console.log(' long tasks:', (a['long-tasks'].details?.items ?? []).map((i) => `${i.url.replace(/^.*\//, '')}@${i.startTime.toFixed(0)}:${i.duration.toFixed(0)}`).join(' '));
    console.log(' bootup:', (a['bootup-time'].details?.items ?? []).map((i) => `${i.url.replace(/^.*\//, '')} total ${i.total.toFixed(0)} script ${i.scripting.toFixed(0)} parse ${i.scriptParseCompile.toFixed(0)}`).join(' | '));
    console.log(' mainthread:', (a['mainthread-work-breakdown'].details?.items ?? []).map((i) => `${i.group} ${i.duration.toFixed(0)}`).join(' | '));
  }
}
