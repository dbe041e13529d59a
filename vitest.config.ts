import { defineConfig } from 'vitest/config';

const integration = ['apps/**/*.integration.test.ts', 'packages/**/*.integration.test.ts'];
const ignored = ['**/node_modules/**', '**/dist/**', 'e2e/**', 'data/**'];

// Three projects: pure unit tests, and the integration tests once per database.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['apps/**/*.test.ts', 'packages/**/*.test.ts'],
          exclude: [...ignored, ...integration],
          // One module cache per worker: importing each file's modules afresh was two thirds of the
          // unit step's CPU time (ADR 13). Tests that stub globals or timers restore them.
          isolate: false,
        },
      },
      {
        test: {
          name: 'pglite',
          include: integration,
          exclude: ignored,
          env: { KONTOR_TEST_DB: 'pglite' },
          // Test files share a worker's module cache: each builds its own app and database anyway,
          // and re-importing the whole API per file was half of the run time.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'postgres',
          include: integration,
          exclude: ignored,
          env: { KONTOR_TEST_DB: 'postgres' },
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
