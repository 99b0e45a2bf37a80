import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { submitRefundReturn } from '../../../api';
import { useApiClient, useSessionSend } from '../../../session';
import { useSingleFlight } from '../../shared/forms';
import { useShopNavigation } from '../../shared/navigation';
import { problemState } from '../shared/refundData';
import { REFUND_PATHS, refundAddress } from '../shared/refundLinks';
import { useRefundFailure } from '../shared/useRefundFailure';
import type { RefundBranchData } from './refundBranchLoader';
import { RefundBranchView } from './RefundBranchView';

/** The branch container: sends the chosen branch once however often Confirm is pressed, then the refund's detail. */
export function RefundBranch() {
  const data = useLoaderData<RefundBranchData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const client = useApiClient();
  const send = useSessionSend();
  const refundFailure = useRefundFailure();
  const submission = useSingleFlight();
  const { t } = useTranslation('refund');
  const [chosen, setChosen] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () =>
    submission.run(async () => {
      if (data.kind !== 'ok' || chosen === '') return;
      setFailure(null);
      const result = await submitRefundReturn(client, { refund_id: data.refundId, book_type: 'branch', branch_id: chosen }, { suppressToast: true });
      if (!result.ok) {
        setFailure(refundFailure(result));
        return;
      }
      send({ type: 'toast.show', text: t('branch.done'), tone: 'success' });
      navigation.go(refundAddress('detail', data.refundId));
    });

  return (
    <RefundBranchView
      state={
        data.kind === 'ok'
          ? { status: 'ready', refundId: data.refundId, branches: data.branches, chosen, submitting: submission.busy, failure }
          : problemState(data, revalidator.state === 'loading')
      }
      onChoose={setChosen}
      onSubmit={() => void submit()}
      onRetry={() => void revalidator.revalidate()}
      onList={() => navigation.go(REFUND_PATHS.list)}
    />
  );
}
