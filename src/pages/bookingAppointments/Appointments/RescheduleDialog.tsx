import { useTranslation } from 'react-i18next';
import { DatePicker, Dialog, Skeleton, TimeSlotPicker, type TimeSlot } from '../../../components';
import type { Appointment } from '../shared';
import { Failure, RescheduleBody } from './AppointmentsView.styles';

/** The reschedule form's state: the appointment, the chosen day, its slots, the chosen time. */
export interface RescheduleState {
  readonly appointment: Appointment;
  /** Today in Asia/Bangkok (`YYYY-MM-DD`): the first day that may be chosen. */
  readonly today: string;
  readonly date: string | null;
  readonly slots: { readonly status: 'idle' | 'loading' } | { readonly status: 'ready'; readonly slots: readonly TimeSlot[] };
  readonly time: string | null;
  readonly saving?: boolean;
  /** Why the slots could not be loaded or the change was refused; or that no time was chosen. */
  readonly error?: string | null;
}

export interface RescheduleDialogProps {
  state: RescheduleState | null;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  onClose: () => void;
  onConfirm: () => void;
}

/** Another day and time for a coming appointment, at the same store with the same staff. Pure. */
export function RescheduleDialog({ state, onDate, onTime, onClose, onConfirm }: RescheduleDialogProps) {
  const { t } = useTranslation('bookingAppointments');
  return (
    <Dialog
      open={state !== null}
      variant="confirm"
      title={t('reschedule.title')}
      confirmLabel={t('reschedule.confirm')}
      cancelLabel={t('reschedule.close')}
      confirmLoading={state?.saving ?? false}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {state && (
        <RescheduleBody>
          <p>{t('reschedule.body', { service: state.appointment.serviceName })}</p>
          <DatePicker label={t('reschedule.date')} value={state.date} onChange={onDate} today={state.today} min={state.today} />
          {state.slots.status === 'loading' && <Skeleton variant="text" lines={3} announce label={t('reschedule.loadingSlots')} />}
          {state.slots.status === 'ready' && <TimeSlotPicker label={t('reschedule.time')} slots={state.slots.slots} value={state.time} onChange={onTime} />}
          {state.error && <Failure role="alert">{state.error}</Failure>}
        </RescheduleBody>
      )}
    </Dialog>
  );
}
