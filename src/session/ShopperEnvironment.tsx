import { createContext, useContext, type ReactNode } from 'react';

/** spec §3 osPlatform: 1 web, 2 Android app, 3 iOS app. */
export const PLATFORMS = { web: 1, android: 2, ios: 3 } as const;
export type PlatformName = keyof typeof PLATFORMS;
export type PlatformCode = (typeof PLATFORMS)[PlatformName];

/** Who is looking and where: the parts of the root store every screen reads. */
export interface ShopperEnvironment {
  platform: PlatformName;
  isLogin: boolean;
  isChineseTourist: boolean;
}

export const defaultShopperEnvironment: ShopperEnvironment = {
  platform: 'web',
  isLogin: false,
  isChineseTourist: false,
};

const ShopperEnvironmentContext = createContext<ShopperEnvironment>(defaultShopperEnvironment);

export function ShopperEnvironmentProvider({
  value,
  children,
}: {
  value: ShopperEnvironment;
  children: ReactNode;
}) {
  return <ShopperEnvironmentContext value={value}>{children}</ShopperEnvironmentContext>;
}

export function useShopperEnvironment(): ShopperEnvironment {
  return useContext(ShopperEnvironmentContext);
}

export function isAppWebview(platform: PlatformName): boolean {
  return platform !== 'web';
}
