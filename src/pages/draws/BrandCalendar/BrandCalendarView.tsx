import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Heading, Text } from '../../../components';
import type { BrandCalendar } from '../../../api';
import { formatDate } from '../../../format';
import { useLocale } from '../../../i18n';
import { CampaignPage, Card, CardList, CardText, Failure, Picture } from '../shared';
import { MonthBar } from './BrandCalendarView.styles';
import { monthLabel, shiftMonth } from './calendarMonth';

export type BrandCalendarViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message?: string | null; readonly retrying?: boolean }
  | {
      readonly status: 'ready';
      readonly calendar: BrandCalendar;
      /** The address's month could not be read: the backend's month is shown. */
      readonly badMonth?: boolean;
      /** Follows changed on this page, by brand id (over the loaded state). */
      readonly followed?: Readonly<Record<string, boolean>>;
      readonly guest?: boolean;
      readonly failure?: string | null;
    };

export interface BrandCalendarViewProps {
  state: BrandCalendarViewState;
  /** To another month (YYYY-MM). */
  onMonth: (month: string) => void;
  onOpenBrand: (href: string) => void;
  onFollow: (brandId: string, follow: boolean) => void;
  onRetry: () => void;
}

type Event = BrandCalendar['list'][number];

/** The brands' campaign calendar (spec §2 /m/brand_calendar): a month's campaigns, the months around it, following a brand. Pure. */
export function BrandCalendarView(props: BrandCalendarViewProps) {
  const { state, onRetry, onMonth } = props;
  const { t } = useTranslation('draws');
  const locale = useLocale();
  const month = state.status === 'ready' ? (state.calendar.month ?? state.calendar.list[0]?.date.slice(0, 7) ?? null) : null;
  return (
    <CampaignPage title={t('calendar.title')} loading={state.status === 'loading'} failure={state.status === 'error' ? state : null} failedTitle={t('calendar.loadFailed')} onRetry={onRetry}>
      {state.status === 'ready' && (
        <>
          {state.badMonth && <Text tone="warning">{t('calendar.badMonth')}</Text>}
          {month && (
            <MonthBar aria-label={t('calendar.months')}>
              <Button variant="outline" onClick={() => onMonth(shiftMonth(month, -1))}>
                {t('calendar.previous', { month: monthLabel(shiftMonth(month, -1), locale) })}
              </Button>
              <Heading level={2} variant="subtitle">
                {monthLabel(month, locale)}
              </Heading>
              <Button variant="outline" onClick={() => onMonth(shiftMonth(month, 1))}>
                {t('calendar.next', { month: monthLabel(shiftMonth(month, 1), locale) })}
              </Button>
            </MonthBar>
          )}
          {state.failure && <Failure role="alert">{state.failure}</Failure>}
          {state.calendar.list.length === 0 ? (
            <EmptyState icon="star" headingLevel={2} title={t('calendar.empty.title')} description={t('calendar.empty.body')} />
          ) : (
            <CardList>
              {state.calendar.list.map((event, index) => (
                <li key={event.event_id ?? `${event.brand.brand_id}-${index}`}>
                  <EventCard {...props} event={event} followed={state.followed?.[event.brand.brand_id] ?? event.is_following ?? false} guest={state.guest ?? false} />
                </li>
              ))}
            </CardList>
          )}
        </>
      )}
    </CampaignPage>
  );
}

function EventCard({ event, followed, guest, onOpenBrand, onFollow }: BrandCalendarViewProps & { event: Event; followed: boolean; guest: boolean }) {
  const { t } = useTranslation('draws');
  const locale = useLocale();
  const headingId = useId();
  const dates = event.ends_at ? t('calendar.dates', { from: formatDate(event.date, locale), to: formatDate(event.ends_at, locale) }) : formatDate(event.date, locale);
  return (
    <Card aria-labelledby={headingId}>
      <Picture src={event.brand.logo ?? undefined} alt="" />
      <CardText>
        <Heading level={3} variant="subtitle" id={headingId}>
          {event.title}
        </Heading>
        <Text variant="bodyStrong">{event.brand.name}</Text>
        <Text tone="muted">{dates}</Text>
        <div>
          <Button
            variant={followed ? 'secondary' : 'primary'}
            aria-pressed={followed}
            onClick={() => onFollow(event.brand.brand_id, !followed)}
          >
            {followed ? t('calendar.following', { brand: event.brand.name }) : guest ? t('calendar.signInToFollow', { brand: event.brand.name }) : t('calendar.follow', { brand: event.brand.name })}
          </Button>
          {event.url && (
            <Button variant="text" onClick={() => onOpenBrand(event.url ?? '')}>
              {t('calendar.openBrand', { brand: event.brand.name })}
            </Button>
          )}
        </div>
      </CardText>
    </Card>
  );
}
