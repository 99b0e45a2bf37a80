import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { groupByPeriod } from './dayPeriod';
import { Chip, Empty, Group, GroupLegend, Note, Option, Options, Period, PeriodLegend, Radio, Time } from './TimeSlotPicker.styles';
import type { TimeSlot } from './TimeSlotPicker.types';

export interface TimeSlotPickerProps {
  /** The day's slots in time order. */
  slots: readonly TimeSlot[];
  /** The chosen slot's start ('HH:mm'), or null. */
  value: string | null;
  /** Called with the chosen slot's start; never for an unavailable slot. */
  onChange: (start: string) => void;
  /** The group's visible label; defaults to "Choose a time". */
  label?: string;
}

function isBookable(slot: TimeSlot): boolean {
  return slot.available && (slot.remaining === undefined || slot.remaining > 0);
}

/**
 * A day's booking times as one radio group, split into morning, afternoon and evening. The arrow
 * keys move between bookable times (native radios skip disabled ones); unavailable times stay
 * visible, greyed, with their reason in words.
 */
export function TimeSlotPicker({ slots, value, onChange, label }: TimeSlotPickerProps) {
  const { t } = useTranslation('booking');
  const name = useId();
  const legend = label ?? t('timeSlots.label');

  if (slots.length === 0) {
    return (
      <Group>
        <GroupLegend>{legend}</GroupLegend>
        <Empty>{t('timeSlots.empty')}</Empty>
      </Group>
    );
  }

  return (
    <Group role="radiogroup">
      <GroupLegend>{legend}</GroupLegend>
      {groupByPeriod(slots).map(({ period, slots: periodSlots }) => (
        <Period key={period}>
          <PeriodLegend>{t(`timeSlots.${period}`)}</PeriodLegend>
          <Options>
            {periodSlots.map((slot) => {
              const bookable = isBookable(slot);
              const note = bookable
                ? slot.remaining !== undefined && t('timeSlots.remaining', { count: slot.remaining })
                : t(`timeSlots.${slot.reason ?? 'full'}`);
              return (
                <Option key={`${slot.start}-${slot.end}`}>
                  <Radio
                    type="radio"
                    name={name}
                    value={slot.start}
                    checked={value === slot.start}
                    disabled={!bookable}
                    onChange={() => onChange(slot.start)}
                  />
                  <Chip>
                    <Time>{t('timeSlots.range', { start: slot.start, end: slot.end })}</Time>
                    {note && <Note>{note}</Note>}
                  </Chip>
                </Option>
              );
            })}
          </Options>
        </Period>
      ))}
    </Group>
  );
}
