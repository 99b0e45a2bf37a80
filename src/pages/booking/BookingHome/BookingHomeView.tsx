import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingService, BookingStore } from '../../../api';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { FilterChip } from '../../../components/FilterChip';
import { Heading } from '../../../components/Heading';
import { SearchBar } from '../../../components/SearchBar';
import { Section } from '../../../components/Section';
import { Select } from '../../../components/Select';
import { Skeleton } from '../../../components/Skeleton';
import { ChipList } from '../../shared/lists.styles';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import { ServiceRows } from '../shared/ServiceRows';
import { StoreRows } from '../shared/StoreRows';
import { LocationBar, LocationNote } from './BookingHomeView.styles';

/** Provinces shoppers may pick (their Thai names are the backend's values). */
export const BOOKING_PROVINCES = [
  { value: 'กรุงเทพมหานคร', key: 'bangkok' },
  { value: 'เชียงใหม่', key: 'chiangMai' },
  { value: 'ภูเก็ต', key: 'phuket' },
  { value: 'ชลบุรี', key: 'chonBuri' },
] as const;

/** failed: the location came but the stores near it did not (see `locationFailure`). */
export type LocationState = 'idle' | 'locating' | 'located' | 'denied' | 'failed';

export type BookingHomeState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly retrying?: boolean; readonly message?: string }
  | {
      readonly status: 'ready';
      readonly categories: readonly { readonly id: string; readonly name: string }[];
      readonly services: readonly BookingService[];
      /** The stores, or null when they could not be loaded (the rest of the page stays). */
      readonly stores: readonly BookingStore[] | null;
    };

export interface BookingHomeViewProps {
  state: BookingHomeState;
  category: string | null;
  keyword: string | null;
  province: string | null;
  location?: LocationState;
  /** Why the stores near the shopper could not be loaded ("Network Error", the backend's message), with location `failed`. */
  locationFailure?: string | null;
  onSearch: (term: string) => void;
  onCategory: (id: string | null) => void;
  onProvince: (province: string | null) => void;
  /** Asks for the shopper's location (the browser asks for permission). */
  onUseLocation: () => void;
  onRetry: () => void;
  onOpen: (href: string) => void;
}

/**
 * Booking home (spec §2 /m/booking): search, the service categories, the recommended services and
 * the stores near the shopper (by location once allowed, else by province). No login needed.
 */
export function BookingHomeView({ state, category, keyword, province, location = 'idle', locationFailure = null, onSearch, onCategory, onProvince, onUseLocation, onRetry, onOpen }: BookingHomeViewProps) {
  const { t } = useTranslation('bookingBrowse');
  const titleId = useId();
  const servicesId = useId();
  const storesId = useId();
  const [term, setTerm] = useState(keyword ?? '');
  return (
    <AccountPage aria-labelledby={titleId}>
      <Heading level={1} variant="title" id={titleId}>
        {t('home.title')}
      </Heading>
      <SearchBar value={term} onChange={setTerm} onSubmit={(value) => onSearch(value.trim())} label={t('home.search')} placeholder={t('home.searchPlaceholder')} />
      {state.status === 'loading' && (
        <LoadingBlocks>
          <Skeleton variant="text" lines={1} label={t('home.loading')} />
          <Skeleton variant="card" />
          <Skeleton variant="card" />
        </LoadingBlocks>
      )}
      {state.status === 'error' && (
        <ErrorState title={t('common.errorTitle')} message={state.message ?? t('common.errorMessage')} retrying={state.retrying ?? false} onRetry={onRetry} headingLevel={2} />
      )}
      {state.status === 'ready' && (
        <>
          {state.categories.length > 0 && (
            <nav aria-label={t('home.categories')}>
              <ChipList>
                <li>
                  <FilterChip label={t('home.allCategories')} selected={category === null} onSelectedChange={() => onCategory(null)} />
                </li>
                {state.categories.map((item) => (
                  <li key={item.id}>
                    <FilterChip label={item.name} selected={category === item.id} onSelectedChange={(selected) => onCategory(selected ? item.id : null)} />
                  </li>
                ))}
              </ChipList>
            </nav>
          )}
          <Section title={keyword ? t('home.results', { keyword }) : t('home.recommended')} headingId={servicesId} variant="plain">
            {state.services.length > 0 ? (
              <ServiceRows services={state.services} labelledBy={servicesId} onOpen={onOpen} />
            ) : (
              <EmptyState icon="search" title={t('home.noServices')} description={t('home.noServicesHint')} headingLevel={3} />
            )}
          </Section>
          <Section title={t('home.stores')} headingId={storesId} variant="plain">
            <LocationBar>
              <Button variant="secondary" size="lg" fullWidth loading={location === 'locating'} onClick={onUseLocation}>
                {t('home.useLocation')}
              </Button>
              {location === 'denied' && <LocationNote role="status">{t('home.locationDenied')}</LocationNote>}
              {location === 'located' && <LocationNote role="status">{t('home.located')}</LocationNote>}
              {location === 'failed' && <LocationNote role="alert">{t('home.nearbyFailed', { reason: locationFailure ?? '' })}</LocationNote>}
              <Select
                label={t('home.province')}
                placeholder={t('home.allProvinces')}
                value={province ?? ''}
                options={BOOKING_PROVINCES.map((item) => ({ value: item.value, label: t(`provinces.${item.key}`) }))}
                onChange={(value) => onProvince(value === '' ? null : value)}
              />
            </LocationBar>
            {state.stores === null ? (
              <ErrorState title={t('home.storesError')} retrying={false} onRetry={onRetry} headingLevel={3} />
            ) : state.stores.length > 0 ? (
              <StoreRows stores={state.stores} labelledBy={storesId} />
            ) : (
              <EmptyState icon="home" title={t('home.noStores')} headingLevel={3} />
            )}
          </Section>
        </>
      )}
    </AccountPage>
  );
}
