import type { PageLoader } from '../../lazyLoader';
import { loadAvailability } from '../shared/availabilityLoader';

/** /m/booking/order/availability/settings: merchant_biz_time behind the merchant gate. */
export const availabilitySettingsLoader: PageLoader = ({ request }, { client }) => loadAvailability(client, request);
