import type { FooterButton } from '../../api';
import type { BottomTabItem, IconName } from '../../components';

const ICONS: Readonly<Record<string, IconName>> = { home: 'home', community: 'chat', cart: 'cart', my: 'user', account: 'user', coupon: 'coupon' };

/** The footer buttons of spec §3 footNavData as tab-bar items (the cart shows shopCartNum); unknown keys get the home icon. */
export function footerItems(buttons: readonly FooterButton[], cartCount = 0): BottomTabItem[] {
  return buttons.map((button) => {
    const badge = button.key === 'cart' && cartCount > 0 ? cartCount : button.badge ? ('dot' as const) : undefined;
    return { id: button.key, label: button.name, icon: ICONS[button.key] ?? 'home', href: button.url, ...(badge !== undefined ? { badge } : {}) };
  });
}

/** The footer item of the current page: the longest item address the path starts with. */
export function currentFooterId(items: readonly BottomTabItem[], pathname: string): string | undefined {
  let best: BottomTabItem | undefined;
  for (const item of items) {
    const path = item.href.split(/[?#]/)[0] ?? item.href;
    const matches = pathname === path || (path !== '/m' && pathname.startsWith(`${path}/`));
    if (matches && (!best || path.length > best.href.length)) best = item;
  }
  return best?.id;
}
