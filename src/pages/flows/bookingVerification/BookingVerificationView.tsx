import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Button, CodeInput, Dialog, Heading, SegmentedControl, Spinner } from '../../../components';
import { formatDate } from '../../../format';
import { useLocale } from '../../../i18n';
import { codeFromScan, isCompleteCode, VOUCHER_CODE_LENGTH, type bookingVerificationMachine, type VerificationKind } from '../../../machines/bookingVerification';
import { FlowActions, FlowAlert, FlowCard, FlowCentre, FlowColumn, FlowNote } from '../shared/FlowLayout.styles';
import { useFailureText } from '../shared/useFailureText';
import { CameraPreview } from './BookingVerificationView.styles';
import { VoucherDetails } from './VoucherDetails';

export type BookingVerificationActorRef = ActorRefFrom<typeof bookingVerificationMachine>;
type Snapshot = ReturnType<BookingVerificationActorRef['getSnapshot']>;

type Screen = 'entering' | 'scanning' | 'voucher' | 'verified' | 'used' | 'left';

function screenOf(snapshot: Snapshot): Screen {
  if (snapshot.matches('entering') || snapshot.matches('lookingUp') || snapshot.matches('liveChat')) return 'entering';
  if (snapshot.matches('scanning')) return 'scanning';
  if (snapshot.matches('voucher') || snapshot.matches('confirming')) return 'voucher';
  if (snapshot.matches('verified')) return 'verified';
  if (snapshot.matches('used')) return 'used';
  return 'left';
}

const KINDS: readonly VerificationKind[] = ['booking', 'coupon'];

export interface BookingVerificationViewProps {
  actorRef: BookingVerificationActorRef;
  /** This phone can scan (a camera that reads QR codes, or the app's scanner): the Scan button is offered. */
  canScan?: boolean;
  /** The camera preview's element while scanning (a ref callback); without it (the app's own scanner) a spinner waits. */
  onPreview?: ((video: HTMLVideoElement | null) => void) | undefined;
}

/** The wired counter verification: renders whatever state the running bookingVerification actor is in. */
export function BookingVerificationView({ actorRef, canScan = false, onPreview }: BookingVerificationViewProps) {
  const { t } = useTranslation('refundFlows');
  const locale = useLocale();
  const failureText = useFailureText();
  const screen = useSelector(actorRef, screenOf);
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));
  const dialog = useSelector(actorRef, (snapshot) => snapshot.hasTag('dialog'));
  const context = useSelector(actorRef, (snapshot) => snapshot.context);
  const send = actorRef.send;
  const nextCode = (
    <Button fullWidth variant="outline" onClick={() => send({ type: 'reset' })}>
      {t('verification.actions.another')}
    </Button>
  );

  return (
    <FlowColumn aria-labelledby="verification-title">
      <Heading level={2} id="verification-title">
        {t('verification.title')}
      </Heading>
      {screen === 'entering' && (
        <>
          <SegmentedControl
            label={t('verification.kind.label')}
            fullWidth
            options={KINDS.map((kind) => ({ value: kind, label: t(`verification.kind.${kind}`) }))}
            value={context.kind}
            onChange={(value) => send({ type: 'setKind', kind: value === 'coupon' ? 'coupon' : 'booking' })}
          />
          <FlowCard>
            <CodeInput
              label={t(`verification.code.${context.kind}`)}
              hint={t('verification.code.hint', { count: VOUCHER_CODE_LENGTH })}
              length={VOUCHER_CODE_LENGTH}
              value={context.code}
              readOnly={busy}
              error={dialog || !context.error ? null : failureText(context.error)}
              readCode={codeFromScan}
              onChange={(code) => send({ type: 'setCode', code })}
            />
            {context.scanProblem === 'denied' && <FlowNote role="status">{t('verification.scan.denied')}</FlowNote>}
            {(!canScan || context.scanProblem === 'unavailable') && (
              <FlowNote role={context.scanProblem === 'unavailable' ? 'status' : undefined}>{t('verification.scan.withPhoneCamera')}</FlowNote>
            )}
          </FlowCard>
          <FlowActions>
            {canScan && context.scanProblem !== 'unavailable' && (
              <Button variant="outline" onClick={() => send({ type: 'scan' })} disabled={busy}>
                {t('verification.actions.scan')}
              </Button>
            )}
            <Button onClick={() => send({ type: 'lookUp' })} loading={busy} disabled={!isCompleteCode(context.code)}>
              {t('verification.actions.lookUp')}
            </Button>
          </FlowActions>
        </>
      )}
      {screen === 'scanning' && (
        <FlowCard>
          {onPreview ? (
            <CameraPreview ref={onPreview} muted playsInline aria-label={t('verification.scan.preview')} />
          ) : (
            <FlowCentre>
              <Spinner size="lg" label={t('verification.scan.scanning')} />
            </FlowCentre>
          )}
          <FlowNote role="status">{t('verification.scan.scanning')}</FlowNote>
          <Button variant="outline" onClick={() => send({ type: 'cancelScan' })}>
            {t('verification.actions.cancelScan')}
          </Button>
        </FlowCard>
      )}
      {screen === 'voucher' && context.voucher && (
        <>
          <FlowCard>
            <Heading level={3}>{t(`verification.voucher.${context.kind}`)}</Heading>
            <VoucherDetails voucher={context.voucher} />
          </FlowCard>
          {context.error && <FlowAlert role="alert">{failureText(context.error)}</FlowAlert>}
          <Button fullWidth onClick={() => send({ type: 'confirm' })} loading={busy}>
            {t(`verification.actions.confirm.${context.kind}`)}
          </Button>
          {!busy && nextCode}
        </>
      )}
      {screen === 'verified' && context.voucher && (
        <>
          <FlowCard role="status">
            <Heading level={3}>{t('verification.verified.title')}</Heading>
            <VoucherDetails voucher={context.voucher} />
          </FlowCard>
          {nextCode}
        </>
      )}
      {screen === 'used' && context.voucher && (
        <>
          <FlowCard role="status">
            <Heading level={3}>{t('verification.used.title')}</Heading>
            <FlowAlert>
              {context.voucher.usedAt
                ? t('verification.used.byAt', {
                    who: context.voucher.usedBy ?? t('verification.used.someone'),
                    when: formatDate(context.voucher.usedAt, locale, 'dateTime'),
                  })
                : t('verification.used.by', { who: context.voucher.usedBy ?? t('verification.used.someone') })}
            </FlowAlert>
            <VoucherDetails voucher={context.voucher} />
          </FlowCard>
          {nextCode}
        </>
      )}
      {screen === 'left' && (
        <FlowCentre>
          <Spinner size="lg" label={t('redirecting')} />
        </FlowCentre>
      )}
      <Dialog
        open={dialog}
        variant="custom"
        title={t('verification.liveChat.title')}
        onClose={() => send({ type: 'closeDialog' })}
        actions={
          <>
            <Button variant="outline" onClick={() => send({ type: 'openAccountCentre' })}>
              {t('verification.liveChat.accountCentre')}
            </Button>
            <Button onClick={() => send({ type: 'openLiveChat' })}>{t('verification.liveChat.chat')}</Button>
          </>
        }
      >
        {dialog ? <p>{context.error?.message ?? t('verification.liveChat.body')}</p> : null}
      </Dialog>
    </FlowColumn>
  );
}
