import { useCallback, useState } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { BookingVerification } from '../../flows/bookingVerification';
import { LIVE_CHAT_ADDRESS } from '../../shared/bookingFailure';
import { LOGIN_PAGE, loginAddress } from '../../shared/login';
import { voucherVerificationPath } from '../../shared/voucherLinks';
import { orderDetailAddress, useCounterFrame, VERIFICATION_PATH } from '../shared';
import type { VerificationData } from './verificationLoader';
import { VerificationView, type VerificationViewState } from './VerificationView';

/**
 * The verification container: mounts the bookingVerification flow (its rules stay in the machine)
 * on the real api client, with the code of the address (the shopper's QR link) looked up at once. The flow's leaving answers (spec §8) go to login and back here, home, the
 * account centre or live chat; 301/303 show "no such code" here.
 */
export function Verification() {
  const data = useLoaderData<VerificationData>();
  const counter = useCounterFrame(VERIFICATION_PATH, data);
  // Each arrival starts the flow afresh (also a return through the login page).
  const arrival = useLocation().key;
  const [notFound, setNotFound] = useState(false);
  const { go } = counter;
  const code = data.kind === 'ready' ? data.code : null;
  // Back here after signing in, with the link's code.
  const back = code ? voucherVerificationPath(code) : VERIFICATION_PATH;
  const onNavigate = useCallback((to: string) => go(to === LOGIN_PAGE ? loginAddress(back) : to), [go, back]);
  const onNotFound = useCallback(() => setNotFound(true), []);
  const onOpenLiveChat = useCallback(() => go(LIVE_CHAT_ADDRESS), [go]);
  const state: VerificationViewState = data.kind === 'ready' ? { status: 'ready', notFound, badLink: data.badLink } : counter.frame(data);
  return (
    <>
      <VerificationView
        state={state}
        counter={data.kind === 'ready' ? <BookingVerification key={arrival} {...(code ? { code } : {})} onNavigate={onNavigate} onNotFound={onNotFound} onOpenLiveChat={onOpenLiveChat} /> : null}
        onOrders={() => go(orderDetailAddress())}
        onRetry={counter.onRetry}
        onJoin={counter.onJoin}
      />
      {counter.liveChatDialog}
    </>
  );
}
