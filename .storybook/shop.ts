import type { StoryContext } from '@storybook/react-vite';
import { isSeedName, type SeedName } from '../mocks/shop/seedNames';
import { sharedShop } from '../mocks/shop/sharedShop';

/** `parameters.shop`: the seed the story's mock shop starts from. */
export interface ShopParameters {
  readonly seed?: SeedName;
}

/**
 * The seed of a story: `parameters.shop.seed`, else the Login toolbar's choice (logged in: the demo
 * shopper; guest: guest).
 */
export function storySeed(parameters: { shop?: ShopParameters }, globals: { login?: unknown }): SeedName {
  const asked = parameters.shop?.seed;
  if (isSeedName(asked)) return asked;
  return globals.login === 'loggedIn' ? 'shopper' : 'guest';
}

/** Every story starts from its seed, with nothing left over from the story before. */
export function resetShopForStory(context: StoryContext): void {
  sharedShop.reset(storySeed(context.parameters as { shop?: ShopParameters }, context.globals));
}
