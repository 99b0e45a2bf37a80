import { codeFromScan } from '../../../machines/bookingVerification';
import type { PageLoader } from '../../lazyLoader';
import type { CounterProblem } from '../shared';
import { loadGateOnly } from '../shared/gateOnlyLoader';

/**
 * The counter verification's data: the merchant gate, and the code its address brings (`?code=`: the
 * shopper's QR is a link here, opened by the phone's camera); a `code` that holds no voucher code is
 * told (`badLink`) and never sent.
 */
export type VerificationData =
  | { readonly kind: 'ready'; readonly merchantName: string; readonly code: string | null; readonly badLink: boolean }
  | CounterProblem;

/** /m/booking/verification: the merchant gate only; the code is looked up by the flow (typed, scanned or from the link). */
export const verificationLoader: PageLoader = async ({ request }, { client }): Promise<VerificationData> => {
  const gate = await loadGateOnly(client, request);
  if (gate.kind !== 'ready') return gate;
  const linked = new URL(request.url).searchParams.get('code');
  const code = linked === null ? null : codeFromScan(linked);
  return { ...gate, code, badLink: linked !== null && code === null };
};
