/** Story-only helpers of the appointments and appointment refund page stories. */

export { bookingRequestLog } from '../../support/bookingRequestLog';
export { address, at } from '../../support/routeSteps';

/** A page story's PageGuest: a guest is sent to sign in (the form in the story's language), with the page at `path` as the way back. */
export { playGuestAtSignIn as playGuestSentToSignIn } from '../../support/routeSteps';
