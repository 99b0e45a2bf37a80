/**
 * The merchant gate of the provider pages (spec §6): `merchantGate` in a loader answers who is
 * opening the page (a guest is sent to login and back); `MerchantInvitation` is what a signed-in
 * account that is not a merchant sees. Stable API: the provider pages of two areas import it.
 */
export { merchantGate, type MerchantGate } from './merchantGate';
export { MerchantInvitation, type MerchantInvitationProps } from './MerchantInvitation';
export * from './merchantAddresses';
