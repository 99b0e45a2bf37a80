import { useState } from 'react';
import { useLoaderData, useLocation, useRevalidator } from 'react-router';
import { getNearbyStores, type BookingStore } from '../../../api';
import { useApiClient } from '../../../session';
import { useBookingFailure } from '../../shared/bookingFailure';
import type { LoadFailure } from '../../shared/login';
import { useShopNavigation } from '../../shared/navigation';
import { BOOKING_HOME_PATH } from '../shared/bookingPaths';
import type { BookingHomeData, BookingHomeQuery } from './bookingHomeLoader';
import { BookingHomeView, type BookingHomeState, type LocationState } from './BookingHomeView';

/** The booking home's address for a query (the loader reads it back). */
function homeAddress(query: BookingHomeQuery): string {
  const search = new URLSearchParams();
  if (query.category) search.set('category', query.category);
  if (query.keyword) search.set('q', query.keyword);
  if (query.province) search.set('province', query.province);
  const text = search.toString();
  return text ? `${BOOKING_HOME_PATH}?${text}` : BOOKING_HOME_PATH;
}

function stateOf(data: BookingHomeData, retrying: boolean, nearby: readonly BookingStore[] | null): BookingHomeState {
  if (!data.services.ok) return { status: 'error', retrying, ...(data.services.failure.message ? { message: data.services.failure.message } : {}) };
  return {
    status: 'ready',
    categories: data.categories.ok ? data.categories.data : [],
    services: data.services.data,
    stores: nearby ?? (data.stores.ok ? data.stores.data : null),
  };
}

/** The loader's first failed call (the services, the categories, then the stores), or null. */
function loadFailureOf(data: BookingHomeData): LoadFailure | null {
  for (const loaded of [data.services, data.categories, data.stores]) if (!loaded.ok) return loaded.failure;
  return null;
}

/**
 * The booking home container: search, category and province live in the address (the loader
 * reloads); the shopper's location is asked for only when they press the button (never while
 * loading or rendering) and the nearby stores are then fetched by coordinates. spec §8 on every
 * call: 20001 opens the live-chat dialog (a load's too), login and back, 302 home; the stores by
 * location that failed otherwise say why (not "location denied").
 */
export function BookingHome() {
  const data = useLoaderData<BookingHomeData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const client = useApiClient();
  const { key } = useLocation();
  const [location, setLocation] = useState<LocationState>('idle');
  const [nearby, setNearby] = useState<readonly BookingStore[] | null>(null);
  const [nearbyFailure, setNearbyFailure] = useState<string | null>(null);
  const { failureText, liveChatDialog } = useBookingFailure(homeAddress(data.query), loadFailureOf(data));

  // Asked only when the shopper presses "Use my location" (never while loading or rendering).
  const locate = () => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setLocation('denied');
      return;
    }
    setLocation('locating');
    setNearbyFailure(null);
    geolocation.getCurrentPosition(
      (position) => {
        const coordinates = { latitude: position.coords.latitude.toFixed(5), longitude: position.coords.longitude.toFixed(5) };
        void getNearbyStores(client, coordinates, { suppressToast: true }).then((result) => {
          if (result.ok) {
            setLocation('located');
            setNearby(result.data.list);
            return;
          }
          // Login, home and 20001 are answered by failureText (null); anything else is said under the button.
          const text = failureText(result);
          setNearbyFailure(text);
          setLocation(text === null ? 'idle' : 'failed');
        });
      },
      () => setLocation('denied'),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };

  const go = (query: BookingHomeQuery) => {
    setNearby(null);
    setLocation('idle');
    navigation.go(homeAddress(query));
  };

  return (
    <>
    <BookingHomeView
      key={key}
      state={stateOf(data, revalidator.state === 'loading', nearby)}
      category={data.query.category}
      keyword={data.query.keyword}
      province={data.query.province}
      location={location}
      locationFailure={nearbyFailure}
      onSearch={(term) => go({ ...data.query, keyword: term || null })}
      onCategory={(category) => go({ ...data.query, category })}
      onProvince={(province) => go({ ...data.query, province })}
      onUseLocation={locate}
      onRetry={() => void revalidator.revalidate()}
      onOpen={navigation.go}
    />
    {liveChatDialog}
    </>
  );
}
