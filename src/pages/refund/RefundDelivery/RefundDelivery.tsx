import { useLoaderData, useRevalidator } from 'react-router';
import { useShopNavigation } from '../../shared/navigation';
import { problemState } from '../shared/refundData';
import { REFUND_PATHS, refundAddress } from '../shared/refundLinks';
import type { RefundDeliveryData } from './refundDeliveryLoader';
import { RefundDeliveryView } from './RefundDeliveryView';

/** The refund delivery test page's container. */
export function RefundDelivery() {
  const data = useLoaderData<RefundDeliveryData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  return (
    <RefundDeliveryView
      state={
        data.kind === 'ok'
          ? { status: 'ready', refundId: data.refund.refundId, refundStatus: data.refund.status, statusText: data.refund.statusText, returnMethod: data.refund.returnMethod }
          : problemState(data, revalidator.state === 'loading')
      }
      onChooseMethod={() => {
        if (data.kind === 'ok') navigation.go(refundAddress('bookType', data.refund.refundId));
      }}
      onDetail={() => {
        if (data.kind === 'ok') navigation.go(refundAddress('detail', data.refund.refundId));
      }}
      onRetry={() => void revalidator.revalidate()}
      onList={() => navigation.go(REFUND_PATHS.list)}
    />
  );
}
