import { defineConfig } from 'vitest/config';

/** Browser tests: real Chromium through the real screens of the built app (see e2e/global-setup.ts). */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
