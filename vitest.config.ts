import { defineConfig } from 'vitest/config';

/*
 * Three projects: pure unit tests once, API tests on SQLite always and on PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it and must not skip it), and web tests in jsdom.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI === 'true' && !postgresUrl) {
  throw new Error(
    'CI=true: TEST_DATABASE_URL must point at PostgreSQL; the API tests must run on it.',
  );
}

const apiTests = ['server/**/*.test.ts'];
const unitTests = ['server/**/*.unit.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'];

export default defineConfig({
  test: {
    // Most files wait on a database, a child process or scrypt, not on a core: three at once keep
    // a 2-core machine busy (the default, one fewer than the cores, runs them one by one there).
    maxWorkers: 3,
    projects: [
      { test: { name: 'unit', include: unitTests, environment: 'node', hookTimeout: 30_000 } },
      {
        test: {
          name: 'api-sqlite',
          include: apiTests,
          exclude: unitTests,
          environment: 'node',
          env: { TEST_DB: 'sqlite' },
          testTimeout: 20_000,
          // A file's set-up migrates a fresh database and may seed a whole world (the access
          // matrix): minutes, not seconds, when three files share two busy cores.
          hookTimeout: 120_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                exclude: unitTests,
                environment: 'node',
                env: { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl },
                globalSetup: ['server/test/postgres-schemas.global-setup.ts'],
                testTimeout: 20_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        extends: './vite.config.ts',
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/test-setup.ts'],
          // Screen tests click through whole journeys in jsdom; 5 s is too short on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
