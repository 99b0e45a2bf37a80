import type { PageMeta, PageTranslate } from '../../routeModule';
import type { CartLoaderData } from './cartLoader';

function isCartData(data: unknown): data is CartLoaderData {
  return typeof data === 'object' && data !== null && 'kind' in data;
}

/** The cart's title with the count its heading shows ("Cart (4)"); the route's own title until it has loaded. */
export function cartMeta(data: unknown, t: PageTranslate): PageMeta | null {
  if (!isCartData(data) || data.kind !== 'ok') return null;
  return { title: t('head:cartTitle', { count: data.cart.lines.length }) };
}
