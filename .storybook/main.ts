import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // StrictMode as in the app: effects run, stop and run again, so a flow that sends twice shows it.
  framework: { name: '@storybook/react-vite', options: { strictMode: true } },
  staticDirs: ['../public'],
  // Stories that exist for their checks (hostile input, malformed answers, double clicks sent once,
  // a flow's "left" state) carry `test-only`: hidden from the sidebar by default (the tag filter
  // shows them) and from the docs pages; they still run in the story tests. `error-state` marks a
  // story whose error is the state it shows (scripts/storybook-check.mjs reads it).
  tags: {
    'test-only': { defaultFilterSelection: 'exclude', excludeFromDocsStories: true },
    'error-state': {},
  },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // STORYBOOK_REACT_DEV=1 builds the static Storybook with React's development build, as
  // `npm run storybook` runs: only there does StrictMode render twice and run effects twice, so a
  // story that breaks only in `npm run storybook` can be reproduced with scripts/storybook-check.mjs.
  viteFinal: (viteConfig, { configType }) =>
    configType === 'PRODUCTION' && process.env.STORYBOOK_REACT_DEV === '1'
      ? { ...viteConfig, mode: 'development', define: { ...viteConfig.define, 'process.env.NODE_ENV': JSON.stringify('development') } }
      : viteConfig,
};

export default config;
