import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, EmptyState, ErrorState, Heading, Skeleton, Tabs } from '../../../components';
import { formatDate } from '../../../format';
import { useLocale } from '../../../i18n';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import { APPOINTMENT_TABS, inTab, type Appointment, type AppointmentTab } from '../shared';
import { AppointmentCard } from './AppointmentCard';
import { CardList, Failure } from './AppointmentsView.styles';
import { RescheduleDialog, type RescheduleState } from './RescheduleDialog';

export type AppointmentsViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message?: string | null; readonly retrying?: boolean }
  | {
      readonly status: 'ready';
      readonly appointments: readonly Appointment[];
      readonly tab: AppointmentTab;
      /** The shop's origin: each voucher QR holds the link to the counter verification there (without it, the plain code). */
      readonly origin?: string;
      /** The appointment whose cancellation is being confirmed. */
      readonly confirmingCancel?: Appointment | null;
      readonly cancelling?: boolean;
      /** The backend refused the last action: its message. */
      readonly failure?: string | null;
      /** The reschedule form, while open. */
      readonly reschedule?: RescheduleState | null;
    };

export interface AppointmentsViewProps {
  state: AppointmentsViewState;
  onSelectTab: (tab: AppointmentTab) => void;
  onAskCancel: (orderId: string) => void;
  onCloseCancel: () => void;
  onConfirmCancel: () => void;
  /** To the appointment's refund page. */
  onRefund: (orderId: string) => void;
  onAskReschedule: (orderId: string) => void;
  /** An unpaid appointment: to checkout to pay its deposit. */
  onPayDeposit: (orderId: string) => void;
  onRescheduleDate: (date: string) => void;
  onRescheduleTime: (time: string) => void;
  onCloseReschedule: () => void;
  onConfirmReschedule: () => void;
  /** To the booking home (from an empty list). */
  onBook: () => void;
  onRetry: () => void;
}

/**
 * The shopper's appointments (spec §2 /m/booking_appointment_service): tabs for coming, done,
 * cancelled and refunded appointments; each with its voucher code, a new day and time, a
 * cancellation (confirmed first) and its refund. Needs login. Pure.
 */
export function AppointmentsView(props: AppointmentsViewProps) {
  const { state, onRetry } = props;
  const { t } = useTranslation('bookingAppointments');
  const titleId = useId();
  return (
    <AccountPage aria-labelledby={titleId} aria-busy={state.status === 'loading' || undefined}>
      <Heading level={1} variant="title" id={titleId}>
        {t('title')}
      </Heading>
      {state.status === 'loading' && (
        <LoadingBlocks>
          <Skeleton variant="text" lines={6} announce label={t('loading')} />
        </LoadingBlocks>
      )}
      {state.status === 'error' && (
        <ErrorState title={t('loadFailed')} message={state.message ?? undefined} retrying={state.retrying ?? false} onRetry={onRetry} />
      )}
      {state.status === 'ready' && <AppointmentsBody {...props} state={state} />}
    </AccountPage>
  );
}

type Ready = Extract<AppointmentsViewState, { status: 'ready' }>;

function AppointmentsBody(props: AppointmentsViewProps & { state: Ready }) {
  const { state, onSelectTab, onAskCancel, onCloseCancel, onConfirmCancel, onRefund, onBook, onAskReschedule, onPayDeposit } = props;
  const { t } = useTranslation('bookingAppointments');
  const locale = useLocale();
  const shown = state.appointments.filter((appointment) => inTab(appointment, state.tab));
  const confirming = state.confirmingCancel ?? null;
  return (
    <>
      {state.failure && <Failure role="alert">{state.failure}</Failure>}
      <Tabs
        label={t('tabs.label')}
        stretch
        selectedId={state.tab}
        onSelect={(id) => onSelectTab(id as AppointmentTab)}
        tabs={APPOINTMENT_TABS.map((tab) => ({ id: tab, label: t(`tabs.${tab}`) }))}
      >
        {shown.length === 0 ? (
          <EmptyState
            icon="coupon"
            headingLevel={2}
            title={t(`empty.${state.tab}.title`)}
            description={t(`empty.${state.tab}.body`)}
            {...(state.tab === 'upcoming' ? { actionLabel: t('empty.book'), onAction: onBook } : {})}
          />
        ) : (
          <CardList>
            {shown.map((appointment) => (
              <li key={appointment.orderId}>
                <AppointmentCard appointment={appointment} {...(state.origin ? { origin: state.origin } : {})} onAskCancel={onAskCancel} onRefund={onRefund} onAskReschedule={onAskReschedule} onPayDeposit={onPayDeposit} />
              </li>
            ))}
          </CardList>
        )}
      </Tabs>
      <Dialog
        open={confirming !== null}
        variant="confirm"
        title={t('cancelDialog.title')}
        confirmLabel={t('cancelDialog.confirm')}
        cancelLabel={t('cancelDialog.keep')}
        confirmVariant="danger"
        confirmLoading={state.cancelling ?? false}
        onConfirm={onConfirmCancel}
        onClose={onCloseCancel}
      >
        {confirming
          ? t('cancelDialog.message', {
              service: confirming.serviceName,
              when: formatDate(confirming.appointmentAt, locale, 'dateTime') || confirming.appointmentAt,
            })
          : null}
      </Dialog>
      <RescheduleDialog
        state={state.reschedule ?? null}
        onDate={props.onRescheduleDate}
        onTime={props.onRescheduleTime}
        onClose={props.onCloseReschedule}
        onConfirm={props.onConfirmReschedule}
      />
    </>
  );
}
