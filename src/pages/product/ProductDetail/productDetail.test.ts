import { describe, expect, it, vi } from 'vitest';
import { teamDetailSchema } from '../../../api';
import { estimatedPrice } from './estimatedPrice';
import { availabilityOf, toProductModel } from './productModel';
import { productIdOfSlug } from './productSlug';
import { shareLink } from './shareLink';

describe('productIdOfSlug', () => {
  it('reads the id at the end of a .html slug', () => {
    expect(productIdOfSlug('turmeric-serum-50001.html')).toBe('50001');
    expect(productIdOfSlug('50001.html')).toBe('50001');
    expect(productIdOfSlug('serum.html')).toBeUndefined();
    expect(productIdOfSlug('serum-50001')).toBeUndefined();
  });
});

describe('estimatedPrice', () => {
  it('takes the best coupon whose minimum spend is met', () => {
    const coupons = [
      { type: 0 as const, value: 100, minSpend: 990 },
      { type: 1 as const, value: 15, minSpend: 500 },
      { type: 2 as const, minSpend: 0 },
    ];
    expect(estimatedPrice(690, coupons)).toBe(586.5);
    expect(estimatedPrice(1000, coupons)).toBe(850);
    expect(estimatedPrice(400, coupons)).toBeUndefined();
  });
});

describe('toProductModel', () => {
  it('maps prices, availability and the cart item', () => {
    const detail = teamDetailSchema.parse({
      team: {
        id: 50001,
        product: 'Turmeric Serum',
        team_price: '890.00',
        ui_team_price_info: { team_price: 890, special_price: 690 },
        user_level_price: 680,
        image1: '/img/1.png',
        status: 'normal',
        buy_btn_status: 1,
        estimated_price: { can_get_coupon_ids: ['C-3001', 'C-3002'] },
      },
      images: [],
      specs: [],
    });
    const product = toProductModel(detail, [{ id: 'C-3001', title: 'x', type: 0, value: 100, minSpend: 600, endsAt: '', claimed: false }]);
    expect(product.prices).toEqual({ team: 890, special: 690, member: 680, estimated: 590 });
    expect(product.availability).toBe('on_sale');
    expect(product.cartItem).toMatchObject({ team_id: '50001', quantity: 1, can_get_coupon_ids: ['C-3001', 'C-3002'] });
  });
  it('tells take_down from sold out', () => {
    expect(availabilityOf({ status: 'take_down', buy_btn_status: 0 })).toBe('take_down');
    expect(availabilityOf({ status: 'normal', buy_btn_status: 0 })).toBe('sold_out');
    expect(availabilityOf({ status: 'normal', buy_btn_status: 1 })).toBe('on_sale');
  });
});

describe('shareLink', () => {
  const data = { title: 'Serum', url: 'https://shop.example/m/b/1.html' };
  it('uses the Web Share API when present', async () => {
    const share = vi.fn(async () => undefined);
    await expect(shareLink({ share }, data)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
  });
  it('is cancelled when the shopper closes the sheet', async () => {
    const share = async () => {
      throw new DOMException('closed', 'AbortError');
    };
    await expect(shareLink({ share }, data)).resolves.toBe('cancelled');
  });
  it('copies the link otherwise, and fails without a clipboard', async () => {
    const writeText = vi.fn(async () => undefined);
    await expect(shareLink({ clipboard: { writeText } }, data)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
    await expect(shareLink({}, data)).resolves.toBe('failed');
  });
});
