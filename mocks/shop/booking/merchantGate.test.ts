import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getMerchantDetail } from '../../../src/api/endpoints/bookingProvider';
import { getProfile } from '../../../src/api/endpoints/userCenter';
import { merchantGate } from '../../../src/pages/shared/merchant/merchantGate';
import { createMockServer } from '../../node';
import { mockClient } from '../../testing';
import { createSharedShop } from '../sessions';

const shop = createSharedShop('guest');
const server = createMockServer({}, shop);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => shop.reset('guest'));

const request = () => new Request('http://shop.test/m/booking/store/config?store_id=S-1');

describe('the merchant gate on the stateful shop', () => {
  it('the merchant gets its profile', async () => {
    shop.reset('merchant');
    const detail = await getMerchantDetail(mockClient('en_US'), {});
    expect(detail.ok).toBe(true);
    const gate = await merchantGate(mockClient('en_US'), request());
    expect(gate.kind === 'merchant' && gate.merchant.name).toBeTruthy();
  });

  it('a shopper (403 on provider calls, signed in) gets the invitation', async () => {
    shop.reset('shopper');
    const detail = await getMerchantDetail(mockClient('en_US'), {});
    expect(!detail.ok && [detail.kind, detail.code]).toEqual(['login', 403]);
    expect((await getProfile(mockClient('en_US'), {})).ok).toBe(true);
    expect(await merchantGate(mockClient('en_US'), request())).toEqual({ kind: 'invitation' });
  });

  it('a guest is sent to login and back', async () => {
    const thrown = await merchantGate(mockClient('en_US'), request()).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/m/login.php?redirect=%2Fm%2Fbooking%2Fstore%2Fconfig%3Fstore_id%3DS-1');
  });
});
