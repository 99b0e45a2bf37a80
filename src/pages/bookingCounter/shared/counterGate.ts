import { redirect } from 'react-router';
import type { ApiClient, ApiFailure } from '../../../api';
import { loadedOrLeave, type LoadFailure } from '../../shared/login';
import { merchantGate } from '../../shared/merchant';

/** Why a counter page shows no data: a failed load (with a retry), or a shopper account invited to become a merchant. */
export type CounterProblem = { readonly kind: 'error'; readonly failure: LoadFailure } | { readonly kind: 'invite' };

export type CounterLoaded<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly problem: CounterProblem };

/**
 * A counter loader's call behind the merchant gate (spec §6, §8), both asked at once: a guest goes
 * to login and back, 302 home, 301/303 the not-found page; a signed-in account that is not the
 * merchant gets the onboarding invitation (the call's answer is never shown); anything else is a
 * failure with a retry. Touches no window, document or storage.
 */
export async function merchantOrLeave<T>(client: ApiClient, request: Request, call: () => Promise<{ readonly ok: true; readonly data: T } | ApiFailure>): Promise<CounterLoaded<T>> {
  const [gate, result] = await Promise.all([merchantGate(client, request), call()]);
  if (gate.kind === 'invitation') return { ok: false, problem: { kind: 'invite' } };
  if (gate.kind === 'error') return { ok: false, problem: { kind: 'error', failure: gate.failure } };
  if (!result.ok && result.kind === 'home') throw redirect('/m');
  const loaded = await loadedOrLeave(result, client, request);
  return loaded.ok ? loaded : { ok: false, problem: { kind: 'error', failure: loaded.failure } };
}

/** The gate alone, for a page whose data is asked for later (the counter verification). */
export async function merchantOnly(client: ApiClient, request: Request): Promise<CounterLoaded<{ readonly merchantName: string }>> {
  const gate = await merchantGate(client, request);
  if (gate.kind === 'invitation') return { ok: false, problem: { kind: 'invite' } };
  if (gate.kind === 'error') return { ok: false, problem: { kind: 'error', failure: gate.failure } };
  return { ok: true, data: { merchantName: String(gate.merchant.name) } };
}
