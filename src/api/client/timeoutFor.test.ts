import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUT_MS, movesMoney, timeoutFor } from './timeoutFor';

describe('timeoutFor (spec §9)', () => {
  it.each([
    ['/m_api/404.php', 25_000],
    ['/m_api/cart/cart_detail.php', 25_000],
    ['/m_api/orderconfirm/submit.php', 45_000], // submit (30) and order (45): the longest
    ['/wap/api/user_center/profile/update', 30_000],
    ['/booking/f/wap/provider_merchant/service/create', 30_000],
    ['/m_api/order/pay.php', 45_000],
    ['/api/go/checkout', 45_000],
    ['/m_api/order/list.php', 45_000],
    ['/booking/f/wap/oss/token', 90_000],
    ['/m_api/upload/image.php', 90_000],
    ['/m_api/order/upload_receipt.php', 90_000], // order (45) and upload (90)
    ['/m_api/UPDATE_PROFILE.php', 30_000],
  ])('%s → %i ms', (path, ms) => {
    expect(timeoutFor(path)).toBe(ms);
  });

  it('defaults to 25 s', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(25_000);
  });
});

describe('movesMoney', () => {
  it('is true for writes naming pay, order or checkout, never for reads', () => {
    expect(movesMoney('/m_api/order/pay.php', 'POST')).toBe(true);
    expect(movesMoney('/api/go/checkout', 'PUT')).toBe(true);
    expect(movesMoney('/m_api/orderconfirm/submit.php', 'POST')).toBe(true);
    expect(movesMoney('/m_api/order/list.php', 'GET')).toBe(false);
    expect(movesMoney('/m_api/cart/cart_detail.php', 'POST')).toBe(false);
  });
});
