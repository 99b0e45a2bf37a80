import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { useApiClient, useSessionSend } from '../../../session';
import { useShopNavigation } from '../../shared/navigation';
import { problemState } from '../shared/refundData';
import { REFUND_PATHS, refundAddress } from '../shared/refundLinks';
import type { RefundRequestData } from './refundRequestLoader';
import { refundRequestLogic } from './refundRequestLogic';
import { RefundRequestView } from './RefundRequestView';

type Ready = Extract<RefundRequestData, { kind: 'ok' }>;

/** The flow on the loaded options: the first load is the loader's answer, a retry asks again. */
function RefundRequestFlow({ data }: { data: Ready }) {
  const client = useApiClient();
  const send = useSessionSend();
  const navigation = useShopNavigation();
  const { t } = useTranslation('refund');
  const machine = useMemo(() => refundRequestLogic(client, data.options), [client, data]);
  const actorRef = useActorRef(machine, { input: { orderId: data.orderId } });
  const left = useRef(false);
  useEffect(() => {
    const navigate = actorRef.on('navigate', (event) => navigation.go(event.to));
    // Sent: choose how the goods go back.
    const sent = actorRef.subscribe((snapshot) => {
      if (left.current || !snapshot.matches('status') || snapshot.context.refundId === null) return;
      left.current = true;
      send({ type: 'toast.show', text: t('request.sent'), tone: 'success' });
      navigation.go(refundAddress('bookType', snapshot.context.refundId));
    });
    return () => {
      navigate.unsubscribe();
      sent.unsubscribe();
    };
  }, [actorRef, navigation, send, t]);
  return <RefundRequestView state={{ status: 'ready', orderId: data.orderId, single: data.teamId !== null, actorRef }} onRetry={() => undefined} onList={() => navigation.go(REFUND_PATHS.list)} />;
}

/** The refund request container (request.php, request_one.php): the orderRefund flow with its effects on the api client. */
export function RefundRequest() {
  const data = useLoaderData<RefundRequestData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  if (data.kind === 'ok') return <RefundRequestFlow key={`${data.orderId}/${data.teamId ?? ''}`} data={data} />;
  return (
    <RefundRequestView
      state={problemState(data, revalidator.state === 'loading')}
      onRetry={() => void revalidator.revalidate()}
      onList={() => navigation.go(REFUND_PATHS.list)}
    />
  );
}
