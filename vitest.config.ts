import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { drawnPicturesPlugin } from './scripts/images/drawnPictures';

export default defineConfig({
  plugins: [react(), drawnPicturesPlugin()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // A worker per core. Vitest's default leaves one core free, which on a 2-core machine means
    // one worker: 37 s for the suite here instead of 27, with the same processor time.
    maxWorkers: availableParallelism(),
    // Bounds for a hang, not for speed (as in playwright.config.ts): tests that render every page or
    // run the translators' commands take seconds, and more on a machine busy with other work, which
    // `npm test` is (lint, the build and the trial copy's checks run beside them: a hook that runs
    // `npm run i18n:check` took over 60 s there). Timed checks are not unit tests.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
