import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { PAY_AWAIT_PATH } from '../../../machines/checkout';
import { useShopNavigation } from '../../shared/navigation';
import { ORDERS_PATH, withOrderId } from '../shared/paymentStatus';
import { OfflinePaymentView } from './OfflinePaymentView';
import type { OfflinePaymentLoaderData } from './offlinePaymentLoader';

const KNOWN_METHODS = ['promptpay', 'bank_transfer'] as const;

/** The offline_payment route. */
export function OfflinePayment() {
  const { t } = useTranslation('checkout');
  const loaded = useLoaderData() as OfflinePaymentLoaderData;
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const known = KNOWN_METHODS.find((method) => method === loaded.method);
  return (
    <OfflinePaymentView
      state={
        loaded.result.ok
          ? { status: 'ready', result: loaded.result.data }
          : { status: 'error', retrying: revalidator.state === 'loading', ...(loaded.result.failure.message ? { message: loaded.result.failure.message } : {}) }
      }
      methodName={known ? t(`offline.methods.${known}`) : t('offline.methods.other')}
      onRetry={() => void revalidator.revalidate()}
      onPaid={() => navigation.go(withOrderId(PAY_AWAIT_PATH, loaded.orderId))}
      onViewOrders={() => navigation.go(ORDERS_PATH)}
    />
  );
}

export default OfflinePayment;
