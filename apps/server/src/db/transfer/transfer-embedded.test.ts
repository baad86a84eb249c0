import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCommand } from './backup-command.ts';
import { exportCommand } from './export-command.ts';
import { importCommand } from './import-command.ts';
import { restoreCommand } from './restore-command.ts';
import { fillSourceDatabase } from './transfer-fixtures.ts';
import { createTransferWork, rewriteHeader, tableDigestsOf } from './transfer-test-helpers.ts';

/**
 * The embedded side of issue 22 §7: export and import between embedded databases, its data-dump
 * backups, and the commands' refusals. The PostgreSQL run of npm test skips it (it uses no
 * PostgreSQL); transfer-to-postgres.test.ts covers the move itself.
 */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('embedded database export, import, backup and restore', () => {
  // Made in beforeAll: a skipped suite leaves no directory behind.
  let work: string;
  let sourceDir: string;
  let exported: string;
  let sourceDigests: Record<string, string>;

  beforeAll(async () => {
    ({ work, sourceDir, exported } = createTransferWork());
    await fillSourceDatabase(sourceDir);
    await exportCommand(['--data-dir', sourceDir, '--out', exported]);
    sourceDigests = await tableDigestsOf(exported);
  }, 180_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('imports an export into a new embedded database, identical table by table', { timeout: 90_000 }, async () => {
    const copyDir = path.join(work, 'imported');
    expect(await importCommand(['--data-dir', copyDir, '--in', exported])).toMatch(
      /^Imported \d+ tables .* into the embedded database in /,
    );
    const again = path.join(work, 'imported.jsonl.gz');
    await exportCommand(['--data-dir', copyDir, '--out', again]);
    expect(await tableDigestsOf(again)).toEqual(sourceDigests);
  });

  it('backs up the embedded database and restores it into an empty directory, identical table by table', {
    timeout: 90_000,
  }, async () => {
    const backup = path.join(work, 'backup.tar.gz');
    expect(await backupCommand(['--data-dir', sourceDir, '--out', backup])).toMatch(
      /^Backed up the embedded database in .* \(.*, PGlite's data dump, a gzipped tarball\)/,
    );
    const restoredDir = path.join(work, 'restored');
    expect(await restoreCommand(['--data-dir', restoredDir, '--in', backup])).toMatch(
      /^Restored the embedded database in .* \(migration \d{4}_\w+\)/,
    );
    const again = path.join(work, 'restored.jsonl.gz');
    await exportCommand(['--data-dir', restoredDir, '--out', again]);
    expect(await tableDigestsOf(again)).toEqual(sourceDigests);

    await expect(restoreCommand(['--data-dir', restoredDir, '--in', backup])).rejects.toThrow(
      /is not empty: db:restore creates the embedded database in an empty directory.*Nothing was changed\./,
    );
  });

  it('leaves alone a directory that a server has open', async () => {
    writeFileSync(path.join(sourceDir, 'postmaster.pid'), '-42\n');
    try {
      for (const command of [exportCommand, backupCommand]) {
        await expect(command(['--data-dir', sourceDir, '--out', path.join(work, 'never')])).rejects.toThrow(
          /is open in a running server \(it holds postmaster.pid\)\. Stop the server first\./,
        );
      }
    } finally {
      rmSync(path.join(sourceDir, 'postmaster.pid'));
    }
  });

  it('refuses a file from a newer version of the app before creating anything', async () => {
    const newer = path.join(work, 'newer.jsonl.gz');
    await rewriteHeader(exported, newer, (header) => ({
      ...header,
      migration: { index: header.migration.index + 1, tag: '9999_future', createdAt: header.migration.createdAt + 1 },
    }));
    const target = path.join(work, 'never-created');
    await expect(importCommand(['--data-dir', target, '--in', newer])).rejects.toThrow(
      /comes from a newer version of the app \(migration 9999_future; this code knows up to migration \d{4}_\w+\)\. Update the code/,
    );
    expect(existsSync(target)).toBe(false);
  });

  it('says what is wrong with a command line or a file in one sentence', async () => {
    const target = ['--data-dir', path.join(work, 'never-created')];
    await expect(exportCommand([])).rejects.toThrow(/^Missing --out <file>\.\nUsage: npm run db:export -- --out/);
    await expect(exportCommand(['--out', exported, ...target])).rejects.toThrow(/already exists: give another name/);
    await expect(importCommand(['--in', exported, '--database-url', 'postgres://x/y', ...target])).rejects.toThrow(
      /^Give --database-url or --data-dir, not both\./,
    );
    await expect(importCommand(['--in', path.join(work, 'missing.jsonl.gz'), ...target])).rejects.toThrow(
      /^Cannot read .*missing\.jsonl\.gz: no such file\.$/,
    );
    await expect(importCommand(['--in', 'package.json', ...target])).rejects.toThrow(
      /^package\.json is not a data export from npm run db:export\.$/,
    );
    await expect(restoreCommand(['--in', 'package.json', ...target])).rejects.toThrow(
      /^package\.json is not a backup from npm run db:backup\.$/,
    );
    await expect(restoreCommand(['--in', exported, ...target])).rejects.toThrow(
      /is a data export \(npm run db:export; load it with npm run db:import\); it cannot be restored into an embedded database/,
    );
  });

  it('exits 1 with the message alone, no stack trace, when run through npm', () => {
    const result = spawnSync(
      'npm',
      ['run', '--silent', 'db:import', '--', '--in', 'package.json', '--data-dir', work],
      {
        encoding: 'utf8',
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('db:import: package.json is not a data export from npm run db:export.\n');
  });
});
