import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressCard } from '../../../components/AddressCard';
import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { Link } from '../../../components/Link';
import { RadioGroup } from '../../../components/Radio';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { Text } from '../../../components/Text';
import { formatDate } from '../../../format';
import { useLocale } from '../../../i18n';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import type { RefundProblemState } from '../shared/refundData';
import { RefundProblem } from '../shared/RefundProblem';
import { Failure, PageHead, RefundForm } from '../shared/refundPage.styles';
import type { PickUpAddress, PickUpDay } from './refundPickUpLoader';

export type RefundPickUpViewState =
  | { readonly status: 'loading' }
  | RefundProblemState
  | {
      readonly status: 'ready';
      readonly refundId: string;
      readonly days: readonly PickUpDay[];
      readonly address: PickUpAddress | null;
      /** Where the shopper adds an address (the settings, coming back here). */
      readonly addAddressHref: string;
      readonly date: string;
      readonly time: string;
      readonly submitting?: boolean;
      /** The backend refused the booking: its message. */
      readonly failure?: string | null;
    };

export interface RefundPickUpViewProps {
  state: RefundPickUpViewState;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  onSubmit: () => void;
  onRetry: () => void;
  onList: () => void;
}

/**
 * The courier pick-up of a refund's goods (spec §2 /m/order/refund/pickUp): the pick-up address
 * (the account's default) and a day and time window; Confirm books it. Needs login. Pure.
 */
export function RefundPickUpView({ state, onDate, onTime, onSubmit, onRetry, onList }: RefundPickUpViewProps) {
  const { t } = useTranslation('refund');
  const locale = useLocale();
  const titleId = useId();
  const day = state.status === 'ready' ? state.days.find((candidate) => candidate.date === state.date) : undefined;
  return (
    <AccountPage aria-labelledby={titleId} aria-busy={state.status === 'loading' || undefined}>
      <PageHead>
        <Heading level={1} variant="title" id={titleId}>
          {t('pickUp.title')}
        </Heading>
        {state.status === 'ready' && (
          <Text variant="small" tone="muted">
            {t('common.request', { refundId: state.refundId })}
          </Text>
        )}
      </PageHead>
      {state.status === 'loading' && (
        <LoadingBlocks>
          <Skeleton variant="text" lines={4} announce label={t('common.loading')} />
        </LoadingBlocks>
      )}
      {(state.status === 'error' || state.status === 'invalid') && <RefundProblem state={state} onRetry={onRetry} onList={onList} />}
      {state.status === 'ready' && (
        <RefundForm
          aria-labelledby={titleId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <Section title={t('pickUp.address')} variant="card">
            {state.address ? (
              <AddressCard recipient={state.address.name} phone={state.address.phone} lines={state.address.lines} />
            ) : (
              <Text>{t('pickUp.noAddress')}</Text>
            )}
            <Link href={state.addAddressHref}>{t(state.address ? 'pickUp.changeAddress' : 'pickUp.addAddress')}</Link>
          </Section>
          <Section title={t('pickUp.when')} variant="card">
            {state.days.length === 0 ? (
              <Text>{t('pickUp.noSlots')}</Text>
            ) : (
              <>
                <RadioGroup
                  legend={t('pickUp.day')}
                  name="refund-pickup-day"
                  required
                  direction="horizontal"
                  options={state.days.map((candidate) => ({ value: candidate.date, label: formatDate(candidate.date, locale) }))}
                  value={state.date}
                  onChange={onDate}
                />
                {day && (
                  <RadioGroup
                    legend={t('pickUp.time')}
                    name="refund-pickup-time"
                    required
                    direction="horizontal"
                    options={day.times.map((time) => ({ value: time, label: time.replace('-', '–') }))}
                    value={state.time}
                    onChange={onTime}
                  />
                )}
              </>
            )}
          </Section>
          {state.failure && <Failure role="alert">{state.failure}</Failure>}
          <Button type="submit" size="lg" fullWidth loading={state.submitting ?? false} disabled={state.address === null || state.date === '' || state.time === ''}>
            {t('pickUp.submit')}
          </Button>
        </RefundForm>
      )}
    </AccountPage>
  );
}
