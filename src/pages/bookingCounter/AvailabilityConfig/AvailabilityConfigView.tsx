import { useTranslation } from 'react-i18next';
import { Button, Section, Select, StickyActionBar, Switch } from '../../../components';
import { CounterPage, type CounterFrameState, type DayHours, type Weekday } from '../shared';
import { Note } from '../shared/counter.styles';
import { DayRow, Times } from './AvailabilityConfigView.styles';
import { CLOCK_TIMES, type WeekProblem } from './weekHours';

export type AvailabilityConfigViewState =
  | CounterFrameState
  | {
      readonly status: 'ready';
      readonly week: readonly DayHours[];
      /** Shown after a save was tried. */
      readonly problem?: WeekProblem | null;
      readonly saving?: boolean;
      /** The backend refused the save: its message. */
      readonly failure?: string | null;
    };

export interface AvailabilityConfigViewProps {
  state: AvailabilityConfigViewState;
  onChangeDay: (weekday: Weekday, change: Partial<Omit<DayHours, 'weekday'>>) => void;
  onSave: () => void;
  /** To the capacity and closed days. */
  onSettings: () => void;
  onRetry: () => void;
  onJoin: (href: string) => void;
}

const OPTIONS = CLOCK_TIMES.map((time) => ({ value: time, label: time }));

/**
 * The weekly time slots (spec §2 /m/booking/order/availability/config): each weekday open or
 * closed, with its hours (bookings start every hour within them); saved at once for the week. Pure.
 */
export function AvailabilityConfigView({ state, onChangeDay, onSave, onSettings, onRetry, onJoin }: AvailabilityConfigViewProps) {
  const { t } = useTranslation('bookingCounter');
  return (
    <CounterPage title={t('hours.title')} state={state} onRetry={onRetry} onJoin={onJoin}>
      {state.status === 'ready' && (
        <>
          {state.failure && (
            <Note $tone="danger" role="alert">
              {state.failure}
            </Note>
          )}
          {state.problem?.kind === 'noOpenDay' && (
            <Note $tone="danger" role="alert">
              {t('hours.noOpenDay')}
            </Note>
          )}
          <Section title={t('hours.week')} headingLevel={2}>
            {state.week.map((day) => {
              const name = t(`weekday.${day.weekday}`);
              const bad = state.problem?.kind === 'badHours' && state.problem.weekdays.includes(day.weekday);
              return (
                <DayRow key={day.weekday} aria-label={name}>
                  <Switch label={t('hours.openOn', { day: name })} checked={day.open} onChange={(open) => onChangeDay(day.weekday, { open })} />
                  {day.open && (
                    <Times>
                      <Select label={t('hours.from', { day: name })} options={OPTIONS} value={day.from} onChange={(from) => onChangeDay(day.weekday, { from })} />
                      <Select
                        label={t('hours.to', { day: name })}
                        options={OPTIONS}
                        value={day.to}
                        error={bad ? t('hours.endBeforeStart') : null}
                        onChange={(to) => onChangeDay(day.weekday, { to })}
                      />
                    </Times>
                  )}
                </DayRow>
              );
            })}
          </Section>
          <Button size="lg" variant="outline" fullWidth onClick={onSettings}>
            {t('hours.toSettings')}
          </Button>
          <StickyActionBar label={t('hours.actions')}>
            <Button size="lg" fullWidth loading={state.saving ?? false} onClick={onSave}>
              {t('hours.save')}
            </Button>
          </StickyActionBar>
        </>
      )}
    </CounterPage>
  );
}
