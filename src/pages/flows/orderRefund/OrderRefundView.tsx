import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { ErrorState, Heading, Spinner, StepIndicator } from '../../../components';
import { refundableAmount, selectedTotal, type orderRefundMachine } from '../../../machines/orderRefund';
import { FlowCentre, FlowColumn } from '../shared/FlowLayout.styles';
import { OrderRefundAmountStep } from './OrderRefundAmountStep';
import { OrderRefundItemsStep } from './OrderRefundItemsStep';
import { OrderRefundReasonStep } from './OrderRefundReasonStep';
import { OrderRefundStatus } from './OrderRefundStatus';
import { useFailureText } from '../shared/useFailureText';

export type OrderRefundActorRef = ActorRefFrom<typeof orderRefundMachine>;

type Screen = 'loading' | 'failed' | 'items' | 'reason' | 'amount' | 'statusLoading' | 'status' | 'statusFailed' | 'left';

function screenOf(snapshot: ReturnType<OrderRefundActorRef['getSnapshot']>): Screen {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches({ editing: { step: 'items' } })) return 'items';
  if (snapshot.matches({ editing: { step: 'reason' } })) return 'reason';
  if (snapshot.matches({ editing: { step: 'amount' } }) || snapshot.matches('submitting')) return 'amount';
  if (snapshot.matches({ status: 'loading' })) return 'statusLoading';
  if (snapshot.matches({ status: 'shown' })) return 'status';
  if (snapshot.matches({ status: 'failed' })) return 'statusFailed';
  return 'left';
}

const STEP_INDEX: Partial<Record<Screen, number>> = { items: 0, reason: 1, amount: 2 };

/** Files arrive from the picker; their previews are object URLs the view owns. */
function previewOf(file: File): string {
  return URL.createObjectURL(file);
}

/** The wired refund request: renders whatever state the running orderRefund actor is in. */
export function OrderRefundView({ actorRef }: { actorRef: OrderRefundActorRef }) {
  const { t } = useTranslation('refundFlows');
  const failureText = useFailureText();
  const screen = useSelector(actorRef, screenOf);
  const context = useSelector(actorRef, (snapshot) => snapshot.context);
  const submitting = useSelector(actorRef, (snapshot) => snapshot.matches('submitting'));
  const uploading = useSelector(actorRef, (snapshot) => snapshot.hasTag('uploading'));
  const send = actorRef.send;
  const stepIndex = STEP_INDEX[screen];

  return (
    <FlowColumn aria-labelledby="order-refund-title">
      <Heading level={2} id="order-refund-title">
        {t('orderRefund.title')}
      </Heading>
      {stepIndex !== undefined && (
        <StepIndicator
          label={t('orderRefund.steps.label')}
          current={stepIndex}
          steps={[
            { id: 'items', label: t('orderRefund.steps.items') },
            { id: 'reason', label: t('orderRefund.steps.reason') },
            { id: 'amount', label: t('orderRefund.steps.amount') },
          ]}
        />
      )}
      {(screen === 'loading' || screen === 'statusLoading' || screen === 'left') && (
        <FlowCentre>
          <Spinner
            size="lg"
            label={t(screen === 'loading' ? 'orderRefund.loading' : screen === 'left' ? 'redirecting' : 'orderRefund.status.loading')}
          />
        </FlowCentre>
      )}
      {screen === 'failed' && (
        <ErrorState
          headingLevel={3}
          title={t('orderRefund.loadFailed')}
          message={failureText(context.error)}
          onRetry={() => send({ type: 'retry' })}
        />
      )}
      {screen === 'items' && (
        <OrderRefundItemsStep
          items={context.options?.items ?? []}
          selected={context.selected}
          onToggle={(teamId) => send({ type: 'toggleItem', teamId })}
          onToggleAll={() => send({ type: 'toggleAll' })}
          onNext={() => send({ type: 'next' })}
        />
      )}
      {screen === 'reason' && (
        <OrderRefundReasonStep
          reasons={context.options?.reasons ?? []}
          reasonId={context.reasonId}
          remark={context.remark}
          photos={context.photos}
          uploading={uploading}
          onChooseReason={(reasonId) => send({ type: 'chooseReason', reasonId })}
          onRemark={(remark) => send({ type: 'setRemark', remark })}
          onAddPhotos={(files) => send({ type: 'addPhotos', photos: files.map((file) => ({ file, previewUrl: previewOf(file) })) })}
          onRemovePhoto={(id) => {
            const photo = context.photos.find((p) => p.id === id);
            if (photo?.url.startsWith('blob:')) URL.revokeObjectURL(photo.url);
            send({ type: 'removePhoto', id });
          }}
          onBack={() => send({ type: 'back' })}
          onNext={() => send({ type: 'next' })}
        />
      )}
      {screen === 'amount' && (
        <OrderRefundAmountStep
          amount={context.amount}
          total={selectedTotal(context.options, context.selected)}
          limit={refundableAmount(context.options, context.selected)}
          failure={context.error ? failureText(context.error) : null}
          submitting={submitting}
          onAmount={(amount) => send({ type: 'setAmount', amount })}
          onBack={() => send({ type: 'back' })}
          onSubmit={() => send({ type: 'submit' })}
        />
      )}
      {screen === 'status' && context.progress && (
        <OrderRefundStatus progress={context.progress} onRefresh={() => send({ type: 'retry' })} />
      )}
      {screen === 'statusFailed' && (
        <ErrorState
          headingLevel={3}
          title={t('orderRefund.status.failed')}
          message={failureText(context.error)}
          onRetry={() => send({ type: 'retry' })}
        />
      )}
    </FlowColumn>
  );
}
