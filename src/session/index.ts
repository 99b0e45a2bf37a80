export {
  PLATFORMS,
  ShopperEnvironmentProvider,
  defaultShopperEnvironment,
  isAppWebview,
  useShopperEnvironment,
} from './ShopperEnvironment';
export type { PlatformCode, PlatformName, ShopperEnvironment } from './ShopperEnvironment';
export { ApiClientProvider, useApiClient } from './ApiClientProvider';
