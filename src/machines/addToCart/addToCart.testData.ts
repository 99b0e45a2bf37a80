import type { ApiFailure } from '../../api';
import type { CartAddResult, CartItem } from './addToCart.types';

/** Test-only results of the add and replace calls. */
export const item: CartItem = { team_id: '50001', quantity: 2, status: 'normal', promotion_mgr_id: 'p9', source: 'detail' };

export const okWithTips: CartAddResult = {
  ok: true,
  data: { shopcartnum: 5, bundle_tips: 'Add a sunscreen and save ฿50 more' },
  body: { data: { shopcartnum: 5, bundle_tips: 'Add a sunscreen and save ฿50 more' } },
};
export const okNoTips: CartAddResult = { ok: true, data: { shopcartnum: 6, bundle_tips: null }, body: { data: { shopcartnum: 6 } } };

function failure(init: Partial<ApiFailure> & Pick<ApiFailure, 'kind'>): CartAddResult {
  return { ok: false, endpoint: 'cartBuy', showToast: false, retrySafe: true, ...init };
}

export const cartFullResult = failure({ kind: 'toast', code: 1, message: 'full', data: { list: [] } });
export const bindPhoneResult = failure({
  kind: 'toast',
  code: 2,
  data: { show: 1, submit_param: { team_id: '50001', quantity: 1 }, bind_phone_tip: 'Bind first' },
});
export const captchaResult = failure({ kind: 'captcha', code: 10002 });
export const loginResult = failure({ kind: 'login', code: 401, loginLink: '/m/login.php?from=cart' });
export const cancelledResult = failure({ kind: 'cancelled', code: -999 });
export const otherResult = failure({ kind: 'toast', code: 3, message: 'Out of stock in your area' });
