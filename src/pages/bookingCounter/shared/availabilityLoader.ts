import { getSlotSettings, type ApiClient } from '../../../api';
import { merchantOrLeave, type CounterProblem } from './counterGate';
import { toAvailability, type Availability } from './availability';

/** What both availability pages load: the merchant's availability, or why not. */
export type AvailabilityData = { readonly kind: 'ok'; readonly availability: Availability } | CounterProblem;

/** merchant_biz_time (GET) behind the merchant gate. */
export async function loadAvailability(client: ApiClient, request: Request): Promise<AvailabilityData> {
  const loaded = await merchantOrLeave(client, request, () => getSlotSettings(client, {}, { suppressToast: true, signal: request.signal }));
  return loaded.ok ? { kind: 'ok', availability: toAvailability(loaded.data) } : loaded.problem;
}
