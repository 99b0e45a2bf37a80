import { redirect, type ActionFunctionArgs } from 'react-router';
import { cartDelete, cartUpdateQuantity, type ApiFailure } from '../../../api';
import { QUANTITY_STEP_FIELD } from '../../../components/QuantityStepper';
import type { RouteDeps } from '../../routeModule';
import { fieldOf, INTENT_FIELD, refusedBy, type FormResult } from '../../../forms/formPost';
import { formReturnPath, loginPathBack } from '../../shared/forms/returnPath';
import { CART_DELETE_INTENT, CART_QUANTITY_INTENT } from './cartForms';

const CART_ID = /^[\w-]{1,40}$/;
const MAX_QUANTITY = 9999;

/** The quantity a line's form asks for: the field's number moved by the step (− −1, + 1, Enter 0), at least 1. */
export function requestedQuantity(form: FormData): number | null {
  const typed = Number(fieldOf(form, 'quantity'));
  const step = Number(fieldOf(form, QUANTITY_STEP_FIELD) || '0');
  if (!Number.isInteger(typed) || ![-1, 0, 1].includes(step)) return null;
  return Math.min(MAX_QUANTITY, Math.max(1, typed + step));
}

/**
 * The cart's form posts (a line's quantity and delete, posted without JavaScript or before the page
 * works): the cart call with the shopper's session, the result for the line's form. The backend's
 * refusal (limit per order, out of stock) comes back as it answered; a guest whose session ended goes
 * to login and back to the cart.
 */
export async function cartAction({ request }: ActionFunctionArgs, { client }: RouteDeps): Promise<FormResult> {
  const form = await request.formData();
  const intent = fieldOf(form, INTENT_FIELD);
  const cartId = fieldOf(form, 'cart_id');
  const refused: FormResult = { intent: intent || 'unknown', outcome: { kind: 'refused', messageKey: 'forms:refused' } };
  if (!CART_ID.test(cartId)) return refused;
  const opts = { signal: request.signal, suppressToast: true } as const;
  const answer = (result: { ok: true } | ApiFailure, messageKey: string): FormResult => {
    if (result.ok) return { intent, key: cartId, outcome: { kind: 'ok', messageKey } };
    if (result.kind === 'login') throw redirect(loginPathBack(formReturnPath(request, form)));
    return { intent, key: cartId, outcome: refusedBy(result) };
  };
  if (intent === CART_QUANTITY_INTENT) {
    const quantity = requestedQuantity(form);
    if (quantity === null) return { ...refused, key: cartId };
    return answer(await cartUpdateQuantity(client, { cart_id: cartId, quantity }, opts), 'forms:cartUpdated');
  }
  if (intent === CART_DELETE_INTENT) return answer(await cartDelete(client, { cart_ids: [cartId] }, opts), 'forms:removedFromCart');
  return refused;
}
