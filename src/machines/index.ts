/**
 * The `beauty-storefront/machines` subpath: the flows as pure xstate machines (effects are named
 * actors filled in with `.provide()`; `create…Actors(client)` builds the real ones), the tracking
 * machines, and the failure helpers flows share. The wired screens live with the pages.
 */
export * from './captcha';
export * from './addToCart';
export * from './bindPhone';
export * from './language';
export * from './touristLogin';
export * from './upload';
export * from './arrivalReminder';
export * from './chunkReload';
export * from './orderRefund';
export * from './bookingRefund';
export * from './bookingVerification';
export * from './checkout';
export * from '../tracking';
export * from './shared/flowFailure';
export * from './shared/deferredActor';
