import { useTranslation } from 'react-i18next';
import { Button, DatePicker, EmptyState, NumericInput, Section, StickyActionBar } from '../../../components';
import { formatDate } from '../../../format';
import { useLocale } from '../../../i18n';
import { CounterPage, type CounterFrameState } from '../shared';
import { Note } from '../shared/counter.styles';
import { ClosedDay, ClosedDays, Fields } from './AvailabilitySettingsView.styles';

/** The form as edited: capacities as typed (text), closed days as ISO dates. */
export interface SettingsForm {
  readonly capacities: readonly { readonly storeId: string; readonly name: string; readonly capacity: string }[];
  readonly closedDates: readonly string[];
}

export type AvailabilitySettingsViewState =
  | CounterFrameState
  | {
      readonly status: 'ready';
      readonly form: SettingsForm;
      readonly today: string;
      /** Store ids whose capacity is not a whole number from 1 to 20 (shown after a save was tried). */
      readonly badCapacities?: readonly string[];
      readonly saving?: boolean;
      readonly failure?: string | null;
    };

export interface AvailabilitySettingsViewProps {
  state: AvailabilitySettingsViewState;
  onCapacity: (storeId: string, capacity: string) => void;
  onAddClosedDay: (isoDate: string) => void;
  onRemoveClosedDay: (isoDate: string) => void;
  onSave: () => void;
  /** To the weekly hours. */
  onHours: () => void;
  onRetry: () => void;
  onJoin: (href: string) => void;
}

/** The calendar offers this many days ahead to close. */
export const CLOSE_DAYS_AHEAD = 180;

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The capacity and closed days (spec §2 /m/booking/order/availability/settings): customers per
 * time slot for each store, and the days closed to bookings (picked on the calendar, Buddhist era
 * in Thai; each can be removed); saved at once. Pure.
 */
export function AvailabilitySettingsView(props: AvailabilitySettingsViewProps) {
  const { state, onRetry, onJoin } = props;
  const { t } = useTranslation('bookingCounter');
  return (
    <CounterPage title={t('settings.title')} state={state} onRetry={onRetry} onJoin={onJoin}>
      {state.status === 'ready' && <SettingsForm {...props} state={state} />}
    </CounterPage>
  );
}

type Ready = Extract<AvailabilitySettingsViewState, { status: 'ready' }>;

function SettingsForm({ state, onCapacity, onAddClosedDay, onRemoveClosedDay, onSave, onHours }: AvailabilitySettingsViewProps & { state: Ready }) {
  const { t } = useTranslation('bookingCounter');
  const locale = useLocale();
  const { form, today } = state;
  return (
    <>
      {state.failure && (
        <Note $tone="danger" role="alert">
          {state.failure}
        </Note>
      )}
      <Section title={t('settings.capacity')} headingLevel={2}>
        {form.capacities.length === 0 ? (
          <EmptyState headingLevel={3} title={t('settings.noStores.title')} description={t('settings.noStores.body')} />
        ) : (
          <Fields>
            {form.capacities.map((store) => (
              <NumericInput
                key={store.storeId}
                label={t('settings.capacityOf', { store: store.name })}
                hint={t('settings.capacityHint')}
                value={store.capacity}
                maxLength={2}
                inputMode="numeric"
                error={state.badCapacities?.includes(store.storeId) ? t('settings.badCapacity') : null}
                onChange={(value) => onCapacity(store.storeId, value)}
              />
            ))}
          </Fields>
        )}
      </Section>
      <Section title={t('settings.closed')} headingLevel={2}>
        <DatePicker
          label={t('settings.pickClosed')}
          value={null}
          today={today}
          min={today}
          max={addDays(today, CLOSE_DAYS_AHEAD)}
          disabledDates={form.closedDates}
          disabledLabel={t('settings.alreadyClosed')}
          onChange={onAddClosedDay}
        />
        {form.closedDates.length === 0 ? (
          <Note>{t('settings.noClosed')}</Note>
        ) : (
          <ClosedDays aria-label={t('settings.closedList')}>
            {form.closedDates.map((day) => {
              const shown = formatDate(`${day} 00:00:00`, locale, 'date') || day;
              return (
                <ClosedDay key={day}>
                  <span>{shown}</span>
                  <Button variant="outline" size="md" onClick={() => onRemoveClosedDay(day)} aria-label={t('settings.reopen', { day: shown })}>
                    {t('settings.reopenShort')}
                  </Button>
                </ClosedDay>
              );
            })}
          </ClosedDays>
        )}
      </Section>
      <Button size="lg" variant="outline" fullWidth onClick={onHours}>
        {t('settings.toHours')}
      </Button>
      <StickyActionBar label={t('settings.actions')}>
        <Button size="lg" fullWidth loading={state.saving ?? false} onClick={onSave}>
          {t('settings.save')}
        </Button>
      </StickyActionBar>
    </>
  );
}
