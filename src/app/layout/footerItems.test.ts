import { describe, expect, it } from 'vitest';
import { currentFooterId, footerItems } from './footerItems';

const buttons = [
  { key: 'home', name: 'Home', url: '/m', badge: false },
  { key: 'community', name: 'Community', url: '/m/community', badge: true },
  { key: 'cart', name: 'Cart', url: '/m/shop_cart.php' },
  { key: 'odd', name: 'Odd', url: '/m/odd?x=1' },
];

describe('footerItems', () => {
  it('maps keys to icons and badges to dots', () => {
    expect(footerItems(buttons)).toEqual([
      { id: 'home', label: 'Home', icon: 'home', href: '/m' },
      { id: 'community', label: 'Community', icon: 'chat', href: '/m/community', badge: 'dot' },
      { id: 'cart', label: 'Cart', icon: 'cart', href: '/m/shop_cart.php' },
      { id: 'odd', label: 'Odd', icon: 'home', href: '/m/odd?x=1' },
    ]);
  });
  it('shows the cart count on the cart', () => {
    expect(footerItems(buttons, 3)[2]).toEqual({ id: 'cart', label: 'Cart', icon: 'cart', href: '/m/shop_cart.php', badge: 3 });
  });
  it.each([
    ['/m', 'home'],
    ['/m/community', 'community'],
    ['/m/community/deleted', 'community'],
    ['/m/shop_cart.php', 'cart'],
    ['/m/odd', 'odd'],
    ['/m/tarot', undefined],
  ])('the current item of %s is %s', (pathname, id) => {
    expect(currentFooterId(footerItems(buttons), pathname)).toBe(id);
  });
});
