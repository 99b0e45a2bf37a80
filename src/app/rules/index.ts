export { MOBILE_PREFIX, hasMobilePrefix, splitPath, withMobilePrefix } from './mobilePrefix';
export { isProductAddress, productIdFromSlug } from './productAddress';
export { rewriteLegacyLink } from './legacyLinks';
export { isBot, isMobileUserAgent, isWeChat } from './userAgent';
export {
  DESKTOP_EXEMPT_PREFIXES,
  DESKTOP_LOGIN_PATH,
  DESKTOP_MAPPINGS,
  desktopPathFor,
  desktopRedirectTarget,
  httpsUpgrade,
} from './desktopRedirect';
export type { DesktopRedirectInput } from './desktopRedirect';
export { DEFAULT_APP_SCHEME, appDeepLink, backAction } from './appLinks';
export type { BackAction } from './appLinks';
export {
  CUSTOM_SCREEN_MIN_VERSION,
  SPECIAL_HEADER_IOS_VERSIONS,
  compareVersions,
  needsSpecialIosHeader,
  supportsCustomScreenSetup,
} from './appVersion';
export type { OsPlatform } from './appVersion';
export { isStatusCodeText } from './statusText';
export { describeRouteError } from './describeError';
export { SIGN_PATTERN, paramsAreValid } from './routeParams';
export type { ParamRule } from './routeParams';
export { UNKNOWN_MIDDLEWARE_MESSAGE, resolveMiddlewareNames } from './middlewareNames';
export type { MiddlewareResolution } from './middlewareNames';
