import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useRevalidator } from 'react-router';
import { submitRefundReturn } from '../../../api';
import { useApiClient, useSessionSend } from '../../../session';
import { useSingleFlight } from '../../shared/forms';
import { useShopNavigation } from '../../shared/navigation';
import { problemState } from '../shared/refundData';
import { REFUND_PATHS, refundAddress } from '../shared/refundLinks';
import { useRefundFailure } from '../shared/useRefundFailure';
import type { RefundPickUpData } from './refundPickUpLoader';
import { RefundPickUpView } from './RefundPickUpView';

/** The settings, where addresses are kept, bringing the shopper back to `back`. */
const addressesAddress = (back: string) => `/m/account/setting.php?redirect=${encodeURIComponent(back)}`;

/** The pick-up container: books the chosen slot once however often Confirm is pressed, then the refund's detail. */
export function RefundPickUp() {
  const data = useLoaderData<RefundPickUpData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const location = useLocation();
  const client = useApiClient();
  const send = useSessionSend();
  const refundFailure = useRefundFailure();
  const submission = useSingleFlight();
  const { t } = useTranslation('refund');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () =>
    submission.run(async () => {
      if (data.kind !== 'ok' || date === '' || time === '') return;
      setFailure(null);
      const result = await submitRefundReturn(client, { refund_id: data.refundId, book_type: 'pickup', pickup_date: date, pickup_time: time }, { suppressToast: true });
      if (!result.ok) {
        setFailure(refundFailure(result));
        return;
      }
      send({ type: 'toast.show', text: t('pickUp.done'), tone: 'success' });
      navigation.go(refundAddress('detail', data.refundId));
    });

  return (
    <RefundPickUpView
      state={
        data.kind === 'ok'
          ? {
              status: 'ready',
              refundId: data.refundId,
              days: data.days,
              address: data.address,
              addAddressHref: addressesAddress(location.pathname + location.search),
              date,
              time,
              submitting: submission.busy,
              failure,
            }
          : problemState(data, revalidator.state === 'loading')
      }
      onDate={(value) => {
        setDate(value);
        setTime('');
      }}
      onTime={setTime}
      onSubmit={() => void submit()}
      onRetry={() => void revalidator.revalidate()}
      onList={() => navigation.go(REFUND_PATHS.list)}
    />
  );
}
