import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two workers at least. Vitest's default (one less than the cores) left one of a CI machine's
    // two cores idle: with two, the PGlite step took 156 s instead of 244 s, and the PostgreSQL step
    // (whose server is a process of its own) 162 s instead of 236 s (2026-12-02).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // Every response the API tests receive is checked against the OpenAPI document.
          setupFiles: ['apps/server/src/test/openapi-contract.setup.ts'],
          // The files of a worker share its loaded modules: importing the app again for each of 125
          // files cost ~4 s each, about half the suite's time (issue 35). Each file still builds its
          // own app on its own fresh database (test/test-database.ts), and spies are undone after
          // every test, so nothing a file leaves behind reaches the next.
          isolate: false,
          restoreMocks: true,
          // A database is copied from a migrated template in ~0.5 s (PGlite) or ~0.15 s (PostgreSQL).
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
    ],
  },
});
