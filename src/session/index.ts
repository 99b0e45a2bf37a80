export {
  PLATFORMS,
  ShopperEnvironmentProvider,
  defaultShopperEnvironment,
  isAppWebview,
  useShopperEnvironment,
} from './ShopperEnvironment';
export type { PlatformCode, PlatformName, ShopperEnvironment } from './ShopperEnvironment';
export { ApiClientProvider, useApiClient } from './ApiClientProvider';
export { sessionMachine } from './session.machine';
export type { SessionMachine } from './session.machine';
export { initialSessionContext, DEFAULT_CURRENCY, POINT_RULE_EXPIRED } from './session.defaults';
export type {
  FootNavFields,
  SessionBindPhone,
  SessionBundle,
  SessionContext,
  SessionEmitted,
  SessionEvent,
  SessionInput,
  SessionToast,
} from './session.types';
export { SessionProvider } from './SessionProvider';
export type { SessionProviderProps } from './SessionProvider';
export { SessionActorContext } from './sessionActorRef';
export type { SessionActorRef, SessionSnapshot } from './sessionActorRef';
export { createDeferredSession, preloadSessionCode } from './deferredSession';
export type { DeferredSession } from './deferredSession';
export { useSession, useSessionActorRef, useSessionSend } from './useSession';
export { awaitCaptcha, awaitCaptchaOutcome } from './awaitCaptcha';
export type { CaptchaOutcome } from './awaitCaptcha';
export { connectClientToSession, sessionRequestValues } from './connectClientToSession';
export { sessionInputFromEnvironment } from './sessionInputFromEnvironment';
export { RequestCookiesProvider, useRequestCookies } from './RequestCookies';
export type { CookieReader } from './RequestCookies';
