import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { browserLaunch } from './.storybook/browser-launch.ts';

const launch = await browserLaunch();

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
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
                    // Small tolerance for anti-aliasing; a real change moves far more pixels.
                    threshold: 0.2,
                    allowedMismatchedPixelRatio: 0.002,
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
