// One shape for the benches that run one script of bench/api on each database and report its last
// line of JSON (mail, retention): how it runs, its verdict rows, and its section of the findings.
import { runNode } from './processes.mjs';

export const grouped = (value) => value.toLocaleString('en-US');

/**
 * `script` is run as `node --import tsx <script> <count>`; the run keeps each database's result
 * under `run[key][database]`. `row(database, result)` gives `{ target, measured, ok }`;
 * `description` opens the section and `notOk` marks a row whose verdict failed.
 */
export function scriptBench({ script, count, key, row, description, notOk }) {
  const rows = (run) => Object.entries(run[key] ?? {}).map(([database, result]) => row(database, result));
  return {
    count,
    async measure(env) {
      const stdout = await runNode(['--import', 'tsx', script, String(count)], env);
      return JSON.parse(stdout.trim().split('\n').at(-1));
    },
    rows,
    section(run) {
      const found = rows(run);
      if (found.length === 0) return 'Skipped.';
      return [description, '', ...found.map((r) => `- ${r.measured}${r.ok ? '' : ` — ${notOk}`}`)].join('\n');
    },
  };
}
