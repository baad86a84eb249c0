import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { RETENTION_RULES } from './retention-rules.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');

describe('the retention table (issue 40 §6)', () => {
  const settings = Object.keys(loadConfig({})).filter(
    (name) => name.startsWith('RETENTION_') && name !== 'RETENTION_BATCH_SIZE',
  );

  it('gives every retention setting to exactly one rule', () => {
    const used = RETENTION_RULES.flatMap((rule) => rule.settings);
    expect([...used].sort()).toEqual([...settings].sort());
  });

  it('documents every setting in the README and the retention table of docs/operations.md', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const operations = readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');
    for (const name of [...settings, 'RETENTION_BATCH_SIZE']) {
      expect(readme, name).toContain(`\`${name}\``);
      expect(operations, name).toContain(`\`${name}\``);
    }
  });
});
