import type { PageLoader } from '../../lazyLoader';
import { loadAvailability } from '../shared/availabilityLoader';

/** /m/booking/order/availability/config: merchant_biz_time behind the merchant gate. */
export const availabilityConfigLoader: PageLoader = ({ request }, { client }) => loadAvailability(client, request);
