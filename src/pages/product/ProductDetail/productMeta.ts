import type { PageMeta } from '../../routeModule';
import type { ProductPageData } from './productPageData';
import { pageDescription } from '../../../format/pageDescription';

function isProductPageData(data: unknown): data is ProductPageData {
  return typeof data === 'object' && data !== null && 'status' in data;
}

/** The product page's document head: its name, brand and description, first picture and price (spec §9 link previewers). */
export function productMeta(data: unknown): PageMeta | null {
  if (!isProductPageData(data) || data.status !== 'ok') return null;
  const { product } = data;
  const description = pageDescription([product.brandName, product.description].filter(Boolean).join(' · '));
  const image = product.images[0];
  return {
    title: product.name,
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    priceAmount: product.prices.special ?? product.prices.team,
  };
}
