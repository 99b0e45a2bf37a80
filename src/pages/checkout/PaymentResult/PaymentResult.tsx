import { useLoaderData, useRevalidator } from 'react-router';
import { useShopNavigation } from '../../shared/navigation';
import { APPOINTMENTS_PATH, HOME_PATH, ORDERS_PATH, type PaymentStatusLoaderData } from '../shared/paymentStatus';
import { PaymentResultView } from './PaymentResultView';

/** The payment_result route. "Pay again" goes back to the checkout the shopper came from; a booking's deposit leads to the appointments. */
export function PaymentResult() {
  const loaded = useLoaderData() as PaymentStatusLoaderData;
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  return (
    <PaymentResultView
      state={
        loaded.result.ok
          ? { status: 'ready', result: loaded.result.data }
          : { status: 'error', retrying: revalidator.state === 'loading', ...(loaded.result.failure.message ? { message: loaded.result.failure.message } : {}) }
      }
      onRetry={() => void revalidator.revalidate()}
      onPayAgain={navigation.back}
      onViewOrders={() => navigation.go(ORDERS_PATH)}
      onViewAppointments={() => navigation.go(APPOINTMENTS_PATH)}
      onContinueShopping={() => navigation.go(HOME_PATH)}
    />
  );
}

export default PaymentResult;
