import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceDetail } from '../../../api';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { EmptyState } from '../../../components/EmptyState';
import { Heading } from '../../../components/Heading';
import { KeyValueList, KeyValueRow } from '../../../components/KeyValueRow';
import { ReviewCard } from '../../../components/ReviewCard';
import type { ReviewTranslation } from '../../../components/ReviewCard';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { StickyActionBar } from '../../../components/StickyActionBar';
import { Text } from '../../../components/Text';
import { formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import { StackList } from '../../shared/lists.styles';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import { serviceAtStorePath } from '../shared/bookingPaths';
import { StoreRows } from '../shared/StoreRows';
import { Description, Picture, StoresAnchor } from './ServiceDetailView.styles';

export type ServiceDetailState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly retrying?: boolean; readonly message?: string }
  | { readonly status: 'ready'; readonly service: ServiceDetail };

export interface ServiceDetailViewProps {
  state: ServiceDetailState;
  /** Each review's translation, by review id, once asked for. */
  translations?: Readonly<Record<string, ReviewTranslation>>;
  onTranslate: (reviewId: string) => void;
  onShowOriginal: (reviewId: string) => void;
  onRetry: () => void;
  onOpen: (href: string) => void;
}

/**
 * A bookable service (spec §2 /m/booking/{sign}): its picture and description, duration, price
 * and the deposit paid when booking (the rest at the store) in THB, the stores offering it (each
 * opens the booking at that store) and reviews with translation. No login needed to look.
 */
export function ServiceDetailView({ state, translations = {}, onTranslate, onShowOriginal, onRetry, onOpen }: ServiceDetailViewProps) {
  const { t } = useTranslation('bookingBrowse');
  const locale = useLocale();
  const titleId = useId();
  const storesId = useId();
  const reviewsId = useId();
  const storesRef = useRef<HTMLDivElement>(null);
  if (state.status !== 'ready') {
    return (
      <AccountPage aria-labelledby={titleId}>
        <Heading level={1} variant="title" id={titleId}>
          {t('service.title')}
        </Heading>
        {state.status === 'loading' ? (
          <LoadingBlocks>
            <Skeleton variant="image" aspectRatio={16 / 9} label={t('service.loading')} />
            <Skeleton variant="text" lines={4} />
          </LoadingBlocks>
        ) : (
          <ErrorState title={t('common.errorTitle')} message={state.message ?? t('common.errorMessage')} retrying={state.retrying ?? false} onRetry={onRetry} headingLevel={2} />
        )}
      </AccountPage>
    );
  }
  const { service } = state;
  const stores = service.stores ?? [];
  const reviews = service.reviews ?? [];
  const picture = service.pictures?.[0] ?? service.cover ?? null;
  const deposit = service.deposit ?? 0;
  const bookable = service.status === 'online' && stores.length > 0;
  const book = () => {
    const only = stores.length === 1 ? stores[0] : undefined;
    if (only) onOpen(serviceAtStorePath(service.service_id, only.store_id));
    else storesRef.current?.focus();
  };
  return (
    <AccountPage aria-labelledby={titleId}>
      {picture && <Picture src={picture} alt="" />}
      <Heading level={1} variant="title" id={titleId}>
        {service.name}
      </Heading>
      {service.description && <Description>{service.description}</Description>}
      <KeyValueList>
        <KeyValueRow label={t('service.duration')} value={t('common.minutes', { count: service.duration_minutes })} />
        <KeyValueRow label={t('service.price')} value={formatMoney(service.price, locale)} />
        <KeyValueRow label={t('service.deposit')} value={formatMoney(deposit, locale)} emphasis />
        <KeyValueRow label={t('service.atStore')} value={formatMoney(Math.max(0, service.price - deposit), locale)} />
      </KeyValueList>
      <StoresAnchor ref={storesRef} tabIndex={-1} aria-labelledby={storesId}>
        <Section title={t('service.stores')} headingId={storesId} variant="plain">
          {stores.length > 0 ? (
            <StoreRows
              stores={stores}
              labelledBy={storesId}
              hrefOf={(store) => serviceAtStorePath(service.service_id, store.store_id)}
              trailingOf={() => t('service.bookHere')}
              onOpen={onOpen}
            />
          ) : (
            <EmptyState icon="home" title={t('service.noStores')} headingLevel={3} />
          )}
        </Section>
      </StoresAnchor>
      <Section title={t('service.reviews', { count: reviews.length })} headingId={reviewsId} variant="plain">
        {reviews.length > 0 ? (
          <StackList aria-labelledby={reviewsId}>
            {reviews.map((review) => {
              const translation = translations[review.id];
              return (
                <li key={review.id}>
                  <ReviewCard
                    authorName={review.nickname}
                    rating={review.rating}
                    date={review.created_at}
                    text={review.content}
                    {...(translation ? { translation } : {})}
                    {...(review.lang !== locale ? { onTranslate: () => onTranslate(review.id) } : {})}
                    onShowOriginal={() => onShowOriginal(review.id)}
                  />
                </li>
              );
            })}
          </StackList>
        ) : (
          <Text tone="muted">{t('service.noReviews')}</Text>
        )}
      </Section>
      <StickyActionBar
        label={t('service.bookBar')}
        summary={<span>{t('service.depositNow', { amount: formatMoney(deposit, locale) })}</span>}
      >
        <Button size="lg" fullWidth disabled={!bookable} onClick={book}>
          {bookable ? t('service.book') : t('service.unavailable')}
        </Button>
      </StickyActionBar>
    </AccountPage>
  );
}
