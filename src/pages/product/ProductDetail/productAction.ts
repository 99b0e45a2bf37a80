import { redirect, type ActionFunctionArgs } from 'react-router';
import type { RouteDeps } from '../../routeModule';
import { addToCartAction } from '../../shared/addToCart/addToCartAction';
import { ADD_TO_CART_INTENT } from '../../flows/addToCart/addToCartForm';
import { fieldOf, INTENT_FIELD, refusedBy, type FormResult } from '../../../forms/formPost';
import { formReturnPath, loginPathBack } from '../../shared/forms/returnPath';
import { receiveCoupon } from '../../../api/endpoints/coupons';
import { likeProduct } from '../../../api/endpoints/product';
import type { ApiFailure } from '../../../api';
import { CLAIM_COUPON_INTENT, LIKE_INTENT } from './productForms';

const ID = /^[\w-]{1,40}$/;

/**
 * The product page's form posts: add to cart, like, claim a coupon. Add to cart posts here from the page itself and from every
 * product card that shows this product (with the card's page as `redirect`): one action per
 * product, the page the card links to anyway, so no page of products needs an action of its own.
 */
export async function productAction({ request }: ActionFunctionArgs, { client }: RouteDeps): Promise<FormResult> {
  const form = await request.formData();
  const intent = fieldOf(form, INTENT_FIELD);
  if (intent === ADD_TO_CART_INTENT) return addToCartAction(request, form, client);
  const refusal = (failure: ApiFailure, key: string): FormResult => {
    if (failure.kind === 'login') throw redirect(loginPathBack(formReturnPath(request, form)));
    return { intent, key, outcome: refusedBy(failure) };
  };
  const opts = { signal: request.signal, suppressToast: true } as const;
  if (intent === LIKE_INTENT) {
    const teamId = fieldOf(form, 'team_id');
    if (!ID.test(teamId)) return { intent, outcome: { kind: 'refused', messageKey: 'forms:refused' } };
    const result = await likeProduct(client, { team_id: teamId }, opts);
    if (!result.ok) return refusal(result, teamId);
    return { intent, key: teamId, outcome: { kind: 'ok', messageKey: result.data.is_liked ? 'forms:liked' : 'forms:unliked' } };
  }
  if (intent === CLAIM_COUPON_INTENT) {
    const couponId = fieldOf(form, 'coupon_id');
    if (!ID.test(couponId)) return { intent, outcome: { kind: 'refused', messageKey: 'forms:refused' } };
    const result = await receiveCoupon(client, { coupon_id: couponId }, opts);
    if (!result.ok) return refusal(result, couponId);
    return { intent, key: couponId, outcome: { kind: 'ok', messageKey: 'forms:couponClaimed' } };
  }
  return { intent: intent || 'unknown', outcome: { kind: 'refused', messageKey: 'forms:refused' } };
}
