export {
  checkoutMachine,
  CARD_METHOD,
  OFFLINE_METHODS,
  OFFLINE_PAYMENT_PATH,
  PAY_AWAIT_PATH,
  PAYMENT_RESULT_PATH,
} from './checkout.machine';
export type {
  CardDetails,
  CardTokenResult,
  CheckoutContext,
  CheckoutEmitted,
  CheckoutEvent,
  CheckoutFailure,
  CheckoutMachine,
  CheckoutOrder,
  PayInput,
  PayOutcome,
  SubmitResult,
} from './checkout.machine';
export { createCheckoutActors } from './checkout.actors';
