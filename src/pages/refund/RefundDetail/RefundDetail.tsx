import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { cancelRefund, modifyRefund } from '../../../api';
import { useApiClient, useSessionSend } from '../../../session';
import { useSingleFlight } from '../../shared/forms';
import { useShopNavigation } from '../../shared/navigation';
import { problemState } from '../shared/refundData';
import { REFUND_PATHS, refundAddress } from '../shared/refundLinks';
import { useRefundFailure } from '../shared/useRefundFailure';
import type { RefundDetailData } from './refundDetailLoader';
import { RefundDetailView, type RefundChange } from './RefundDetailView';

/** An amount in baht as typed: above zero, at most two decimals. */
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * The refund detail container: cancel (after the confirmation) and change send once however often
 * they are pressed; the page then reloads the refund from the backend.
 */
export function RefundDetail() {
  const data = useLoaderData<RefundDetailData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const client = useApiClient();
  const send = useSessionSend();
  const refundFailure = useRefundFailure();
  const cancelling = useSingleFlight();
  const saving = useSingleFlight();
  const { t } = useTranslation('refund');
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [change, setChange] = useState<RefundChange | null>(null);
  const [changeError, setChangeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refund = data.kind === 'ok' ? data.refund : null;

  const cancel = () =>
    cancelling.run(async () => {
      if (!refund) return;
      setFailure(null);
      const result = await cancelRefund(client, { refund_id: refund.refundId }, { suppressToast: true });
      setConfirmingCancel(false);
      if (!result.ok) {
        setFailure(refundFailure(result));
        return;
      }
      send({ type: 'toast.show', text: t('detail.cancelled'), tone: 'success' });
      await revalidator.revalidate();
    });

  const save = () =>
    saving.run(async () => {
      if (!refund || !change) return;
      const amount = change.amount.trim();
      if (!AMOUNT.test(amount) || Number(amount) <= 0) {
        setChangeError(t('detail.change.invalidAmount'));
        return;
      }
      setChangeError(null);
      setFailure(null);
      const result = await modifyRefund(client, { refund_id: refund.refundId, amount: Number(amount), remark: change.remark.trim() }, { suppressToast: true });
      if (!result.ok) {
        setFailure(refundFailure(result));
        return;
      }
      setChange(null);
      send({ type: 'toast.show', text: t('detail.change.done'), tone: 'success' });
      await revalidator.revalidate();
    });

  return (
    <RefundDetailView
      state={
        refund
          ? { status: 'ready', refund, confirmingCancel, cancelling: cancelling.busy, change, changeError, saving: saving.busy, failure }
          : problemState(data.kind === 'ok' ? { kind: 'invalid' } : data, revalidator.state === 'loading')
      }
      onAskCancel={() => setConfirmingCancel(true)}
      onCloseCancel={() => setConfirmingCancel(false)}
      onConfirmCancel={() => void cancel()}
      onOpenChange={() => {
        if (refund) setChange({ amount: String(refund.amount), remark: '' });
      }}
      onEditChange={setChange}
      onCloseChange={() => {
        setChange(null);
        setChangeError(null);
      }}
      onSaveChange={() => void save()}
      onReturnMethod={() => {
        if (refund) navigation.go(refundAddress('bookType', refund.refundId));
      }}
      onRetry={() => void revalidator.revalidate()}
      onList={() => navigation.go(REFUND_PATHS.list)}
    />
  );
}
