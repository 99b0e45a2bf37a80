import type { LoaderFunctionArgs } from 'react-router';
import { getAddresses, getRefundPickUpSlots } from '../../../api';
import type { RouteDeps } from '../../routeModule';
import { loadedOrLeave } from '../../shared/login';
import { INVALID, loadError, type RefundLoadProblem } from '../shared/refundData';
import { refundIdOf } from '../shared/refundLinks';

/** A day the courier can come and its time windows ('09:00-12:00'). */
export interface PickUpDay {
  readonly date: string;
  readonly times: readonly string[];
}

/** Where the courier picks the goods up: the account's default address (else its first). */
export interface PickUpAddress {
  readonly name: string;
  readonly phone: string;
  readonly lines: readonly string[];
}

export type RefundPickUpData =
  | { readonly kind: 'ok'; readonly refundId: string; readonly days: readonly PickUpDay[]; readonly address: PickUpAddress | null }
  | RefundLoadProblem;

/**
 * pickUp?refund_id=…: the courier's slots and the pick-up address, asked for together. A guest is
 * sent to sign in and back; an unknown request is not found; the address failing leaves it empty.
 */
export async function refundPickUpLoader({ request }: LoaderFunctionArgs, { client }: RouteDeps): Promise<RefundPickUpData> {
  const refundId = refundIdOf(request);
  if (refundId === null) return INVALID;
  const options = { suppressToast: true, signal: request.signal };
  const [slots, addresses] = await Promise.all([getRefundPickUpSlots(client, { refund_id: refundId }, options), getAddresses(client, {}, options)]);
  const loaded = await loadedOrLeave(slots, client, request);
  if (!loaded.ok) return loadError(loaded.failure);
  const saved = addresses.ok ? (addresses.data.list.find((address) => address.is_default) ?? addresses.data.list[0]) : undefined;
  return {
    kind: 'ok',
    refundId,
    days: loaded.data.slots.filter((slot) => slot.times.length > 0).map((slot) => ({ date: slot.date, times: slot.times })),
    address: saved
      ? { name: saved.name, phone: saved.phone, lines: [saved.address, [saved.province, saved.postcode].filter(Boolean).join(' ')].filter((line) => line !== '') }
      : null,
  };
}
