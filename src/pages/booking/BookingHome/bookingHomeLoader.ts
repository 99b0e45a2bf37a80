import type { PageLoader } from '../../lazyLoader';
import { getBookingCategories, getNearbyStores, getRecommendedServices, type ApiClient, type BookingService, type BookingStore } from '../../../api';
import type { Loaded } from '../../shared/login';
import { bookingLoaded } from '../shared/bookingLoad';
import { cleanQueryValue } from '../shared/bookingPaths';

/** The query the booking home reads: a category, a search term and a province (hostile or odd values are ignored). */
export interface BookingHomeQuery {
  readonly category: string | null;
  readonly keyword: string | null;
  readonly province: string | null;
}

export interface BookingHomeData {
  readonly query: BookingHomeQuery;
  readonly categories: Loaded<readonly { readonly id: string; readonly name: string }[]>;
  readonly services: Loaded<readonly BookingService[]>;
  readonly stores: Loaded<readonly BookingStore[]>;
}

/** Reads `?category=`, `?q=` and `?province=`; a value that is too long, empty or holds markup counts as absent. */
export function bookingHomeQuery(url: URL): BookingHomeQuery {
  const category = cleanQueryValue(url.searchParams.get('category'), 32);
  return {
    category: category !== null && /^[\w-]+$/.test(category) ? category : null,
    keyword: cleanQueryValue(url.searchParams.get('q'), 50),
    province: cleanQueryValue(url.searchParams.get('province'), 40),
  };
}

/** Booking home: the categories, the recommended services (of the category, matching the search) and the stores of the province, in parallel. */
export async function loadBookingHome(client: ApiClient, request: Request): Promise<BookingHomeData> {
  const query = bookingHomeQuery(new URL(request.url));
  const options = { suppressToast: true, signal: request.signal };
  const [categories, services, stores] = await Promise.all([
    getBookingCategories(client, {}, options),
    getRecommendedServices(client, { ...(query.category ? { category_id: query.category } : {}), ...(query.keyword ? { keyword: query.keyword } : {}) }, options),
    getNearbyStores(client, query.province ? { province: query.province } : {}, options),
  ]);
  const [loadedCategories, loadedServices, loadedStores] = await Promise.all([
    bookingLoaded(categories, client, request),
    bookingLoaded(services, client, request),
    bookingLoaded(stores, client, request),
  ]);
  return {
    query,
    categories: loadedCategories.ok ? { ok: true, data: loadedCategories.data.list } : loadedCategories,
    services: loadedServices.ok ? { ok: true, data: loadedServices.data.list } : loadedServices,
    stores: loadedStores.ok ? { ok: true, data: loadedStores.data.list } : loadedStores,
  };
}

export const bookingHomeLoader: PageLoader = ({ request }, { client }) => loadBookingHome(client, request);
