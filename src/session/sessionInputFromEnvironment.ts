import type { Locale } from '../format/locale';
import { PLATFORMS, type ShopperEnvironment } from './ShopperEnvironment';
import type { SessionInput } from './session.types';

/** The session's initial values for a shopper environment (the Storybook toolbar, a host's detection). */
export function sessionInputFromEnvironment(environment: ShopperEnvironment, locale: Locale): SessionInput {
  return {
    locale,
    osPlatform: PLATFORMS[environment.platform],
    isLogin: environment.isLogin,
    is_chinese_tourists: environment.isChineseTourist,
  };
}
