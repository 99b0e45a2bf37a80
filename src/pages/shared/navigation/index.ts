export { ShopNavigationProvider, useShopNavigation } from './ShopNavigation';
export type { ShopNavigation } from './ShopNavigation';
