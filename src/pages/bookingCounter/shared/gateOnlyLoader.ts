import type { ApiClient } from '../../../api';
import { merchantOnly, type CounterProblem } from './counterGate';

/** A counter page whose content needs no call (verification asks later; help is text): open to the merchant, or why not. */
export type GateOnlyData = { readonly kind: 'ready'; readonly merchantName: string } | CounterProblem;

/** The merchant gate alone. */
export async function loadGateOnly(client: ApiClient, request: Request): Promise<GateOnlyData> {
  const loaded = await merchantOnly(client, request);
  return loaded.ok ? { kind: 'ready', merchantName: loaded.data.merchantName } : loaded.problem;
}
