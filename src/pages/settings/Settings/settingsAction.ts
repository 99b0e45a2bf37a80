import type { ActionFunctionArgs } from 'react-router';
import { z } from 'zod';
import { saveAddress } from '../../../api';
import { INTENT_FIELD } from '../../../forms/formPost';
import { submissionAction } from '../../shared/forms/submissionAction';
import type { RouteDeps } from '../../routeModule';
import { LANGUAGE_INTENT, languageFormAction } from './languageFormAction';

const text = z.string().max(500);

/** What the address form posts to the settings page's action (saveParams): the address, its id when editing, and whether it becomes the default. */
export const saveAddressSubmission = z.object({
  intent: z.literal('saveAddress'),
  id: z.string().regex(/^[\w-]{1,64}$/).optional(),
  name: text.trim().min(1),
  phone: text.min(1),
  address: text.trim().min(1),
  province: text.trim(),
  postcode: text.min(1),
  is_default: z.literal(1).optional(),
});

export type SaveAddressSubmission = z.infer<typeof saveAddressSubmission>;

/** Saves a delivery address (saveAddress) and answers the whole list. */
const saveAddressAction = submissionAction(saveAddressSubmission, ({ intent: _intent, ...address }, client) => saveAddress(client, address, { suppressToast: true }));

/**
 * The settings page's action (/m/account/setting.php): the address form's post (JSON, from the
 * page once it works), or the language form posted without JavaScript (its fields).
 */
export async function settingsAction(args: ActionFunctionArgs, deps: RouteDeps) {
  if (!(args.request.headers.get('content-type') ?? '').includes('application/json')) {
    const form = await args.request.clone().formData().catch(() => null);
    if (form?.get(INTENT_FIELD) === LANGUAGE_INTENT) return languageFormAction(form, args.request);
  }
  return saveAddressAction(args, deps);
}
