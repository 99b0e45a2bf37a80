import { fromCall } from '../shared/fromCall';
import { bindPhone, sendCode, type ApiClient } from '../../api';
import { FlowCallError } from '../captcha/flowCallError';
import type { SubmitParam } from './bindPhone.machine';

/** The bind-phone effects: the one-time code (scene bind_phone) and the binding itself. */
export function createBindPhoneActors(client: ApiClient) {
  return {
    sendCode: fromCall<void, { phone: string }>(async ({ input, signal }) => {
      const result = await sendCode(client, { account: input.phone, scene: 'bind_phone' }, { signal, suppressToast: true });
      if (!result.ok) throw new FlowCallError(result);
    }),
    submitBind: fromCall<void, { phone: string; code: string; submit_param: SubmitParam | null }>(async ({ input, signal }) => {
      const result = await bindPhone(
        client,
        { phone: input.phone, code: input.code, ...(input.submit_param ? { submit_param: input.submit_param } : {}) },
        { signal, suppressToast: true },
      );
      if (!result.ok) throw new FlowCallError(result);
    }),
  };
}
