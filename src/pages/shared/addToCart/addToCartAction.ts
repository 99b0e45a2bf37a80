import { redirect } from 'react-router';
import { cartBuy, type ApiClient } from '../../../api';
import { fieldOf, refusedBy, type FormResult } from '../../../forms/formPost';
import { formReturnPath, loginPathBack } from '../forms/returnPath';
import { ADD_TO_CART_INTENT } from '../../flows/addToCart/addToCartForm';

const TEAM_ID = /^[\w-]{1,40}$/;
/** A shopper adds at most this many of one product at once (the cart's own limits come from the backend). */
const MAX_QUANTITY = 999;

/**
 * An add-to-cart form's post (a product card's or the product page's), run by the route's action:
 * the cart call with the shopper's session. Added, or refused with the backend's code and message
 * (limit per order, out of stock, cart full); a guest the backend sends to login goes to the login
 * page and comes back to the page the form was on. Flows the form cannot hold (the captcha, the
 * cart-full choice) are the enhanced page's: here they come back as the backend's refusal.
 */
export async function addToCartAction(request: Request, form: FormData, client: ApiClient): Promise<FormResult> {
  const teamId = fieldOf(form, 'team_id');
  const quantity = Number(fieldOf(form, 'quantity') || '1');
  if (!TEAM_ID.test(teamId) || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
    return { intent: ADD_TO_CART_INTENT, outcome: { kind: 'refused', messageKey: 'forms:refused' } };
  }
  const result = await cartBuy(client, { team_id: teamId, quantity }, { signal: request.signal, suppressToast: true });
  if (result.ok) return { intent: ADD_TO_CART_INTENT, key: teamId, outcome: { kind: 'ok', messageKey: 'forms:addedToCart' } };
  if (result.kind === 'login') throw redirect(loginPathBack(formReturnPath(request, form)));
  return { intent: ADD_TO_CART_INTENT, key: teamId, outcome: refusedBy(result) };
}
