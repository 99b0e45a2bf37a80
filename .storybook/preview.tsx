import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '../src/theme/fonts';
import './asyncTimeout';
import { assetHandlers, createHandlersByArea } from '../mocks/handlers';
import { watchStoryRequests } from '../stories/support/storySettled';
import { withShopper } from './decorators/withShopper';
import { ThemedDocsContainer } from './ThemedDocsContainer';
import { applyNetworkGlobal, networkGlobalType } from './network';
import { resetShopForStory } from './shop';
import { phoneViewports } from './viewports';

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withShopper],
  loaders: [mswLoader()],
  // After the loaders: the shop starts from the story's seed (`parameters.shop.seed`, else the Login
  // toolbar's), and the "network" global's faults go in front of the story's handlers. The mock
  // worker's requests are watched so that the screenshot waits for those still on their way.
  beforeEach: [resetShopForStory, applyNetworkGlobal, watchStoryRequests],
  globalTypes: {
    locale: {
      description: 'Shopper language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: 'th_TH', title: 'ไทย (th_TH)' },
          { value: 'en_US', title: 'English (en_US)' },
          { value: 'zh_CN', title: '简体中文 (zh_CN)' },
        ],
      },
    },
    tourist: {
      description: 'Chinese-tourist mode (forces zh_CN)',
      toolbar: {
        title: 'Tourist',
        icon: 'location',
        dynamicTitle: true,
        items: [
          { value: 'off', title: 'Not a tourist' },
          { value: 'on', title: 'Chinese tourist' },
        ],
      },
    },
    platform: {
      description: 'Where the page runs (spec §3 osPlatform)',
      toolbar: {
        title: 'Platform',
        icon: 'mobile',
        dynamicTitle: true,
        items: [
          { value: 'web', title: 'Mobile web (1)' },
          { value: 'android', title: 'Android app (2)' },
          { value: 'ios', title: 'iOS app (3)' },
        ],
      },
    },
    network: networkGlobalType,
    login: {
      description: 'Login state',
      toolbar: {
        title: 'Login',
        icon: 'user',
        dynamicTitle: true,
        items: [
          { value: 'guest', title: 'Guest' },
          { value: 'loggedIn', title: 'Logged in' },
        ],
      },
    },
  },
  initialGlobals: {
    network: 'normal',
    // STORY_LOCALE (vitest.config.ts) runs the story tests with the toolbar set to another language.
    locale: import.meta.env.VITE_STORY_LOCALE || 'th_TH',
    tourist: 'off',
    platform: 'web',
    login: 'guest',
    viewport: { value: 'phone375', isRotated: false },
  },
  parameters: {
    // Storybook's layout stays fullscreen; the decorator pads stories itself (parameters.frame).
    layout: 'fullscreen',
    // The sidebar in the order the Introduction explains it.
    options: { storySort: { order: ['Introduction', 'Foundations', 'Components', 'Flows', 'Pages', 'Journeys'] } },
    viewport: { options: phoneViewports },
    // Every violation fails the story; of the rules that pass or cannot decide, axe keeps one
    // element each, so the report each story sends to the runner stays small.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    // Callbacks (onQuantity, onRetry…) are reported in the Actions panel; as controls they do nothing.
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i }, exclude: /^on[A-Z]/ },
    // MDX pages render samples of their own (Foundations): the container gives them the theme.
    docs: { codePanel: true, container: ThemedDocsContainer },
    // The mock backend keyed by area: a story overrides one area, e.g.
    // `parameters: { msw: { handlers: { cart: cartHandlers(scenario.errcode(10002)) } } }`.
    msw: { handlers: { ...createHandlersByArea(), assets: assetHandlers() } },
    // The mock shop every story starts from: guest unless the story (or the Login toolbar) says otherwise.
    shop: { seed: undefined },
  },
};

export default preview;
