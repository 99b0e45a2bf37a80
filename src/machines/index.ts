/**
 * The flows as pure xstate machines and the helpers they share. The package's `./machines` subpath
 * (src/machinesPackage.ts) adds the tracking machines.
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
export * from './shared/flowFailure';
export * from './shared/deferredActor';
