import { fromCall } from '../shared/fromCall';
import type { ApiClient } from '../../api';
import type { ArrivalReminderFailure } from './arrivalReminder.machine';

/**
 * The real effects of the arrival-reminder machine: the spec §7 call (payload action, tid). The
 * endpoint and its schemas load with the first call, not with the product page: most shoppers never
 * ask for a reminder. A file that cannot be loaded fails the call (the machine's failed state).
 */
export function createArrivalReminderActors(client: ApiClient) {
  return {
    registerReminder: fromCall<void, { readonly action: 'add'; readonly tid: string }>(async ({ input, signal }) => {
      const { setArrivalReminder } = await import('../../api/endpoints/product');
      // The machine shows its own toast, so the server's message is carried, not toasted here.
      const result = await setArrivalReminder(client, { action: input.action, tid: input.tid }, { signal, suppressToast: true });
      if (result.ok) return;
      const failure: ArrivalReminderFailure = {
        kind: result.kind === 'login' ? 'login' : 'failed',
        ...(result.message !== undefined && result.kind !== 'login' ? { message: result.message } : {}),
        ...(result.loginLink !== undefined ? { loginLink: result.loginLink } : {}),
      };
      throw failure;
    }),
  };
}
