import { useLoaderData, useRevalidator } from 'react-router';
import { isSafeRedirect } from '../../../api';
import { useShopNavigation } from '../../shared/navigation';
import { ORDERS_PATH, withOrderId, type PaymentStatusLoaderData } from '../shared/paymentStatus';
import { PAYMENT_RESULT_PATH } from '../../../machines/checkout';
import { PayAwaitView } from './PayAwaitView';

/** The orderconfirm/await route. A provider page (pay_url) is offered only when isSafeRedirect accepts it. */
export function PayAwait() {
  const loaded = useLoaderData() as PaymentStatusLoaderData;
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const checking = revalidator.state === 'loading';
  const payUrl = loaded.result.ok ? loaded.result.data.pay_url : null;
  const safePayUrl = payUrl && isSafeRedirect(payUrl, { origin: window.location.origin, allowList: [] }) ? payUrl : null;
  return (
    <PayAwaitView
      state={
        loaded.result.ok
          ? { status: 'ready', result: loaded.result.data, checking }
          : { status: 'error', retrying: checking, ...(loaded.result.failure.message ? { message: loaded.result.failure.message } : {}) }
      }
      onCheck={() => void revalidator.revalidate()}
      {...(safePayUrl ? { onContinuePayment: () => navigation.go(safePayUrl) } : {})}
      onSeeResult={() => navigation.go(withOrderId(PAYMENT_RESULT_PATH, loaded.orderId))}
      onViewOrders={() => navigation.go(ORDERS_PATH)}
    />
  );
}

export default PayAwait;
