import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { formatFullDate, formatMonthYear, weekdayNames } from './calendarFormat';
import {
  addDays,
  addMonths,
  clampDate,
  endOfWeek,
  isWithin,
  monthGrid,
  parseIsoDate,
  startOfMonth,
  startOfWeek,
  weekdayOrder,
} from './calendarMath';
import { Cell, DayButton, Grid, Header, MonthTitle, Root, WeekdayHeading } from './DatePicker.styles';
import { WEEK_START } from './weekStart';

export interface DatePickerProps {
  /** The chosen day as an ISO date ('2026-02-14', Asia/Bangkok), or null when none is chosen yet. */
  value: string | null;
  /** Called with the ISO date ('yyyy-mm-dd') the shopper chose; never with an unavailable day. */
  onChange: (isoDate: string) => void;
  /** Today in Asia/Bangkok as an ISO date, injected (never read from the clock) so renders are deterministic. */
  today: string;
  /** The first day that can be chosen (ISO date); earlier days are shown unavailable. */
  min?: string;
  /** The last day that can be chosen (ISO date); later days are shown unavailable. */
  max?: string;
  /** Days that cannot be chosen, such as the store's closed days (ISO dates). */
  disabledDates?: readonly string[];
  /** Another way to mark days unavailable (e.g. every Monday); must be pure. */
  isDateDisabled?: (isoDate: string) => boolean;
  /** What a screen reader says for a disabled date, e.g. "Store closed"; defaults to "not available". */
  disabledLabel?: string;
  /** The calendar's accessible name; defaults to "Choose a date". */
  label?: string;
}

type Move = (iso: string) => string;

/**
 * A month calendar following the WAI-ARIA date picker grid: one day is in the tab order; the arrow
 * keys move by day and week, Page Up / Page Down by month (with Shift by year), Home / End to the
 * start and end of the week, Enter or Space chooses. Unavailable days stay reachable so they can be
 * announced as such, but cannot be chosen. Weeks start on Sunday in Thai and English and on Monday
 * in Chinese; the Thai heading shows the Buddhist era year.
 */
export function DatePicker({
  value,
  onChange,
  today,
  min,
  max,
  disabledDates,
  isDateDisabled,
  disabledLabel,
  label,
}: DatePickerProps) {
  const { t } = useTranslation('booking');
  const locale = useLocale();
  const titleId = useId();
  const hintId = useId();
  const weekStart = WEEK_START[locale];

  const start = value !== null && parseIsoDate(value) ? value : today;
  const [focused, setFocused] = useState(() => clampDate(start, min, max));
  // A new value from the parent brings its month into view (React's "adjust state on prop change").
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (value !== null && parseIsoDate(value)) setFocused(clampDate(value, min, max));
  }

  const focusAfterRender = useRef(false);
  const focusedButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    focusedButton.current?.focus();
  }, [focused]);

  const closed = new Set(disabledDates);
  const reasonFor = (iso: string): string | null => {
    if (!isWithin(iso, min, max)) return t('datePicker.unavailable');
    if (closed.has(iso) || isDateDisabled?.(iso)) return disabledLabel ?? t('datePicker.unavailable');
    return null;
  };

  const moveFocus = (move: Move) => {
    focusAfterRender.current = true;
    setFocused((current) => clampDate(move(current), min, max));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, Move | undefined> = {
      ArrowLeft: (d) => addDays(d, -1),
      ArrowRight: (d) => addDays(d, 1),
      ArrowUp: (d) => addDays(d, -7),
      ArrowDown: (d) => addDays(d, 7),
      PageUp: (d) => addMonths(d, event.shiftKey ? -12 : -1),
      PageDown: (d) => addMonths(d, event.shiftKey ? 12 : 1),
      Home: (d) => startOfWeek(d, weekStart),
      End: (d) => endOfWeek(d, weekStart),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveFocus(move);
  };

  const choose = (iso: string) => {
    setFocused(iso);
    if (reasonFor(iso) === null) onChange(iso);
  };

  const dayLabel = (iso: string, reason: string | null): string => {
    const states = [
      iso === today ? t('datePicker.today') : null,
      iso === value ? t('datePicker.selected') : null,
      reason,
    ];
    return states.reduce<string>(
      (text, state) => (state === null ? text : t('datePicker.withState', { date: text, state })),
      formatFullDate(iso, locale),
    );
  };

  const monthStart = startOfMonth(focused);
  const previousDisabled = min !== undefined && monthStart <= min;
  const nextDisabled = max !== undefined && addMonths(monthStart, 1) > max;

  return (
    <Root role="group" aria-label={label ?? t('datePicker.label')}>
      <Header>
        <Button
          variant="text"
          aria-label={t('datePicker.previousMonth')}
          disabled={previousDisabled}
          onClick={() => setFocused((d) => clampDate(addMonths(d, -1), min, max))}
        >
          <Icon name="back" />
        </Button>
        <MonthTitle id={titleId} aria-live="polite">
          {formatMonthYear(focused, locale)}
        </MonthTitle>
        <Button
          variant="text"
          aria-label={t('datePicker.nextMonth')}
          disabled={nextDisabled}
          onClick={() => setFocused((d) => clampDate(addMonths(d, 1), min, max))}
        >
          <Icon name="chevron" />
        </Button>
      </Header>
      <Grid role="grid" aria-labelledby={titleId} aria-describedby={hintId} onKeyDown={handleKeyDown}>
        <thead>
          <tr>
            {weekdayOrder(weekStart).map((weekday) => {
              const names = weekdayNames(weekday, locale);
              return (
                <WeekdayHeading key={weekday} scope="col" abbr={names.long}>
                  {names.short}
                </WeekdayHeading>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {monthGrid(focused, weekStart).map((week, row) => (
            <tr key={row}>
              {week.map((iso, column) => {
                if (iso === null) return <Cell key={column} role="gridcell" />;
                const reason = reasonFor(iso);
                const isFocused = iso === focused;
                return (
                  <Cell key={iso} role="gridcell" aria-selected={iso === value}>
                    <DayButton
                      ref={isFocused ? focusedButton : undefined}
                      type="button"
                      tabIndex={isFocused ? 0 : -1}
                      aria-label={dayLabel(iso, reason)}
                      aria-disabled={reason !== null || undefined}
                      $selected={iso === value}
                      $today={iso === today}
                      $unavailable={reason !== null}
                      onClick={() => choose(iso)}
                    >
                      {parseIsoDate(iso)?.day}
                    </DayButton>
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
      {/* Hidden, yet read as the grid's description when a day takes focus. */}
      <span id={hintId} hidden>
        {t('datePicker.keyboardHint')}
      </span>
    </Root>
  );
}
