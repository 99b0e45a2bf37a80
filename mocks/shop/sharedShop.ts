import { createSharedShop } from './sessions';

/**
 * The shop the handlers use unless they are given another: Storybook resets it to each story's
 * seed, Vitest tests reset it in beforeEach, and the dev app's worker keeps it for the tab.
 */
export const sharedShop = createSharedShop('guest');
