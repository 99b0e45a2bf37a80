import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../components/BottomSheet';
import { Button } from '../../../components/Button';
import { DatePicker } from '../../../components/DatePicker';
import { Select } from '../../../components/Select';
import { Text } from '../../../components/Text';
import { useLocale } from '../../../i18n';
import { birthdayYears, dateParts, EARLIEST_BIRTHDAY, formatBirthday, monthName, shownYear, withMonth, withYear } from './birthday';
import { BirthdayRow, BirthdayText, SheetActions, YearMonth } from './ProfileView.styles';

export interface BirthdayFieldProps {
  /** The birthday ('yyyy-mm-dd'), or null when none is given. */
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
  /** Today in Bangkok: the last day a birthday may be. */
  readonly today: string;
  /** Opens the picker at first (a story of the open picker). */
  readonly initiallyOpen?: boolean;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
/** Where the picker starts when no birthday is given: a year a typical shopper was born in. */
const TYPICAL_AGE = 25;

/**
 * The birthday: its date as the shopper reads it (Buddhist era in Thai), and a picker in a sheet:
 * the year and the month to get there fast, then the day on the calendar; Done keeps it, the close
 * cross leaves it as it was.
 */
export function BirthdayField({ value, onChange, today, initiallyOpen = false }: BirthdayFieldProps) {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const labelId = useId();
  const [open, setOpen] = useState(initiallyOpen);
  const [draft, setDraft] = useState<string | null>(value);
  const parts = draft ? dateParts(draft) : null;
  const fallbackYear = Number(today.slice(0, 4)) - TYPICAL_AGE;

  const openPicker = () => {
    setDraft(value);
    setOpen(true);
  };

  return (
    <>
      <BirthdayRow role="group" aria-labelledby={labelId}>
        <BirthdayText>
          <Text as="span" variant="bodyStrong" id={labelId}>
            {t('birthday.label')}
          </Text>
          <Text as="span" tone={value ? 'default' : 'muted'}>
            {value ? formatBirthday(value, locale) : t('birthday.none')}
          </Text>
        </BirthdayText>
        <Button variant="outline" onClick={openPicker}>
          {value ? t('birthday.change') : t('birthday.choose')}
        </Button>
      </BirthdayRow>
      <BottomSheet
        open={open}
        onClose={() => setOpen(false)}
        title={t('birthday.sheetTitle')}
        footer={
          <SheetActions>
            {value !== null && (
              <Button
                variant="outline"
                size="lg"
                onClick={() => {
                  onChange(null);
                  setOpen(false);
                }}
              >
                {t('birthday.clear')}
              </Button>
            )}
            <Button
              size="lg"
              disabled={draft === null}
              onClick={() => {
                onChange(draft);
                setOpen(false);
              }}
            >
              {t('birthday.done')}
            </Button>
          </SheetActions>
        }
      >
        <YearMonth>
          <Select
            label={t('birthday.year')}
            value={parts ? String(parts.year) : ''}
            options={birthdayYears(today).map((year) => ({ value: String(year), label: t('birthday.yearOption', { year: shownYear(year, locale) }) }))}
            onChange={(year) => setDraft(withYear(draft, Number(year), today))}
          />
          <Select
            label={t('birthday.month')}
            value={parts ? String(parts.month) : ''}
            options={MONTHS.map((month) => ({ value: String(month), label: monthName(month, locale) }))}
            onChange={(month) => setDraft(withMonth(draft, Number(month), fallbackYear, today))}
          />
        </YearMonth>
        {open && (
          <DatePicker
            // A new month from the selects shows that month (the calendar follows its value).
            value={draft}
            onChange={setDraft}
            today={today}
            min={EARLIEST_BIRTHDAY}
            max={today}
            label={t('birthday.calendar')}
          />
        )}
        <Text variant="small" tone="muted" aria-live="polite">
          {draft ? t('birthday.chosen', { date: formatBirthday(draft, locale) }) : t('birthday.pickHint')}
        </Text>
      </BottomSheet>
    </>
  );
}
