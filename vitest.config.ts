import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { browserLaunch } from './.storybook/browser-launch.ts';

const launch = await browserLaunch();

/**
 * A one-shot run (`vitest run`, what `npm test` and CI use) watches no files: an edit made while
 * the stories run (another change in the same working tree) would reload a story's page midway
 * and fail it. Watch mode keeps watching.
 */
const oneShot = process.argv.includes('run');

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    ...(oneShot ? { server: { watch: null } } : {}),
    test: {
      // The JSON report feeds the one-line summary that .ci/run prints at the end.
      reporters: ['default', ['json', { outputFile: '.vitest/results.json' }]],
      // Two story files at a time, each in a page of its own (the browser runs without its
      // single-process flag for that, .storybook/browser-launch.ts): a story spends part of its
      // time waiting (the mock worker's answers, frames, the screenshot's round trip), and on a
      // 2-core machine one page at a time left a third of the CPU idle. Measured on 14 story files:
      // 137-139 s one at a time, 117-120 s two at a time.
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}', 'stories/**/*.test.{ts,tsx}'],
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          // `STORY_LOCALE=en_US npm run test:stories`: every story whose language is not its own runs
          // as if the Language toolbar were set so (its play must find the texts of that language);
          // screenshots are then not compared, their baselines being the default language's.
          define: { 'import.meta.env.VITE_STORY_LOCALE': JSON.stringify(process.env.STORY_LOCALE ?? '') },
          test: {
            name: 'storybook',
            setupFiles: ['./.storybook/vitest.setup.ts'],
            testTimeout: 30_000,
            browser: {
              enabled: true,
              headless: true,
              instances: [{ browser: 'chromium' }],
              provider: playwright({ launchOptions: launch }),
              screenshotFailures: false,
              expect: {
                toMatchScreenshot: {
                  comparatorName: 'pixelmatch',
                  comparatorOptions: {
                    // The browser build is pinned, so only a hair of tolerance (anti-aliasing on a
                    // different CPU); a one-pixel change of a radius or a border already fails.
                    threshold: 0.1,
                    allowedMismatchedPixels: 8,
                  },
                },
              },
            },
          },
        },
      ],
    },
  }),
);
