import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Button, Dialog, ErrorState, Heading, Price, Spinner } from '../../../components';
import { formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import { canChangeReservationRefund, type bookingRefundMachine } from '../../../machines/bookingRefund';
import { FlowActions, FlowAlert, FlowCard, FlowCentre, FlowColumn, FlowNote, FlowRow } from '../shared/FlowLayout.styles';
import { useFailureText } from '../shared/useFailureText';
import { BookingRefundReasonForm } from './BookingRefundReasonForm';
import { BookingRefundSummary } from './BookingRefundSummary';

export type BookingRefundActorRef = ActorRefFrom<typeof bookingRefundMachine>;
type Snapshot = ReturnType<BookingRefundActorRef['getSnapshot']>;

type Screen = 'loading' | 'failed' | 'choosing' | 'applied' | 'editing' | 'cancelled' | 'left';
type Confirm = 'apply' | 'modify' | 'cancel' | null;

function screenOf(snapshot: Snapshot): Screen {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('choosing') || snapshot.matches('confirmApply') || snapshot.matches('applying')) return 'choosing';
  if (snapshot.matches('applied') || snapshot.matches('confirmCancel') || snapshot.matches('cancelling')) return 'applied';
  if (snapshot.matches('editing') || snapshot.matches('confirmModify') || snapshot.matches('modifying')) return 'editing';
  if (snapshot.matches('cancelled')) return 'cancelled';
  return 'left';
}

function confirmOf(snapshot: Snapshot): Confirm {
  if (snapshot.matches('confirmApply') || snapshot.matches('applying')) return 'apply';
  if (snapshot.matches('confirmModify') || snapshot.matches('modifying')) return 'modify';
  if (snapshot.matches('confirmCancel') || snapshot.matches('cancelling')) return 'cancel';
  return null;
}

/** The wired reservation refund: renders whatever state the running bookingRefund actor is in. */
export function BookingRefundView({ actorRef }: { actorRef: BookingRefundActorRef }) {
  const { t } = useTranslation('refundFlows');
  const locale = useLocale();
  const failureText = useFailureText();
  const screen = useSelector(actorRef, screenOf);
  const confirm = useSelector(actorRef, confirmOf);
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));
  const context = useSelector(actorRef, (snapshot) => snapshot.context);
  const send = actorRef.send;
  const amount = formatMoney(context.choices?.maxAmount ?? context.refund?.amount ?? 0, locale);
  const failure = context.error ? <FlowAlert role="alert">{failureText(context.error)}</FlowAlert> : null;
  const reasonForm = (
    <BookingRefundReasonForm
      reasons={context.choices?.reasons ?? []}
      reasonId={context.reasonId}
      remark={context.remark}
      onChooseReason={(reasonId) => send({ type: 'chooseReason', reasonId })}
      onRemark={(remark) => send({ type: 'setRemark', remark })}
    />
  );

  return (
    <FlowColumn aria-labelledby="booking-refund-title">
      <Heading level={2} id="booking-refund-title">
        {t('bookingRefund.title')}
      </Heading>
      {(screen === 'loading' || screen === 'left') && (
        <FlowCentre>
          <Spinner size="lg" label={t(screen === 'loading' ? 'bookingRefund.loading' : 'redirecting')} />
        </FlowCentre>
      )}
      {screen === 'failed' && (
        <ErrorState
          headingLevel={3}
          title={t('bookingRefund.loadFailed')}
          message={failureText(context.error)}
          onRetry={() => send({ type: 'retry' })}
        />
      )}
      {screen === 'choosing' && (
        <>
          <FlowCard>
            <FlowRow>
              <span>{t('bookingRefund.refundable')}</span>
              <Price amount={context.choices?.maxAmount ?? 0} size="sm" />
            </FlowRow>
            {reasonForm}
          </FlowCard>
          {failure}
          <Button fullWidth onClick={() => send({ type: 'apply' })} disabled={context.reasonId === ''}>
            {t('bookingRefund.actions.apply')}
          </Button>
        </>
      )}
      {screen === 'applied' && context.refund && (
        <>
          <FlowCard role="status">
            <Heading level={3}>{t('bookingRefund.applied.title')}</Heading>
            <BookingRefundSummary refund={context.refund} />
          </FlowCard>
          {failure}
          {canChangeReservationRefund(context.refund) ? (
            <FlowActions>
              <Button variant="danger" onClick={() => send({ type: 'cancelRefund' })}>
                {t('bookingRefund.actions.cancel')}
              </Button>
              <Button variant="outline" onClick={() => send({ type: 'modify' })}>
                {t('bookingRefund.actions.modify')}
              </Button>
            </FlowActions>
          ) : (
            <FlowNote>{t('bookingRefund.applied.final')}</FlowNote>
          )}
        </>
      )}
      {screen === 'editing' && (
        <>
          <FlowCard>{reasonForm}</FlowCard>
          {failure}
          <FlowActions>
            <Button variant="outline" onClick={() => send({ type: 'back' })}>
              {t('actions.back')}
            </Button>
            <Button onClick={() => send({ type: 'save' })} disabled={context.reasonId === ''}>
              {t('bookingRefund.actions.save')}
            </Button>
          </FlowActions>
        </>
      )}
      {screen === 'cancelled' && (
        <>
          <FlowCard role="status">
            <Heading level={3}>{t('bookingRefund.cancelled.title')}</Heading>
            <FlowNote>{t('bookingRefund.cancelled.body')}</FlowNote>
          </FlowCard>
          <Button fullWidth variant="outline" onClick={() => send({ type: 'applyAgain' })}>
            {t('bookingRefund.actions.applyAgain')}
          </Button>
        </>
      )}
      <Dialog
        open={confirm !== null}
        variant="confirm"
        title={confirm ? t(`bookingRefund.confirm.${confirm}.title`) : ''}
        confirmLabel={confirm ? t(`bookingRefund.confirm.${confirm}.action`) : undefined}
        confirmVariant={confirm === 'cancel' ? 'danger' : 'primary'}
        confirmLoading={busy}
        onConfirm={() => send({ type: 'confirm' })}
        onClose={() => {
          if (!busy) send({ type: 'dismiss' });
        }}
      >
        {confirm ? t(`bookingRefund.confirm.${confirm}.body`, { amount }) : null}
      </Dialog>
    </FlowColumn>
  );
}
