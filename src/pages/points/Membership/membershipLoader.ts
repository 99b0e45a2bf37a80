import type { PageLoader } from '../../lazyLoader';
import { getUserCenter, type ApiClient } from '../../../api';

/** What the membership loader returns: the shopper's level, a guest (who sees what membership offers), or a failure with retry. */
export type MembershipData =
  | {
      readonly kind: 'ok';
      /** The level's name as the backend sends it (account centre level_name); null when it sent none. */
      readonly levelName: string | null;
      /** user.level, when sent. */
      readonly level: number | null;
    }
  | { readonly kind: 'guest' }
  | { readonly kind: 'error' };

/** The membership page's loader: the account centre's level (a guest is not sent away: 401 means the guest view). Never throws. */
export async function loadMembership(client: ApiClient, signal?: AbortSignal): Promise<MembershipData> {
  const result = await getUserCenter(client, {}, { suppressToast: true, ...(signal ? { signal } : {}) });
  if (result.ok) {
    const level = result.data.user.level;
    return { kind: 'ok', levelName: result.data.level_name ?? null, level: typeof level === 'number' ? level : null };
  }
  return result.kind === 'login' ? { kind: 'guest' } : { kind: 'error' };
}

/** The route's loader (loaded on its first call through lazyLoader, so the first load holds none of its calls). */
export const membershipLoader: PageLoader = ({ request }, { client }) => loadMembership(client, request.signal);
