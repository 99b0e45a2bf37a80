import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { LIVE_CHAT_ADDRESS, useBookingFailure } from '../../shared/bookingFailure';
import { AGREEMENT_PAGE, MERCHANT_PROFILE_PAGE } from '../../shared/merchant';
import { useShopNavigation } from '../../shared/navigation';
import type { AgreementLoad } from './agreementLoader';
import { AgreementView, type AgreementViewState } from './AgreementView';

/** The agreement's container: a merchant accepts and goes on to the profile; a shopper applies through the live chat. */
export function Agreement() {
  const data = useLoaderData<AgreementLoad>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const [accepted, setAccepted] = useState(false);
  const { liveChatDialog } = useBookingFailure(AGREEMENT_PAGE, data.kind === 'error' ? data.failure : null);
  const state: AgreementViewState =
    data.kind === 'ready'
      ? { status: 'merchant', application: data.data.status, message: data.data.message, documents: data.data.documents }
      : data.kind === 'invitation'
        ? { status: 'applicant' }
        : { status: 'error', message: data.failure.message ?? null, retrying: revalidator.state === 'loading' };
  return (
    <>
      <AgreementView
        state={state}
        accepted={accepted}
        onAccept={setAccepted}
        onContinue={() => navigation.go(MERCHANT_PROFILE_PAGE)}
        onApply={() => navigation.go(LIVE_CHAT_ADDRESS)}
        onRetry={() => void revalidator.revalidate()}
      />
      {liveChatDialog}
    </>
  );
}
