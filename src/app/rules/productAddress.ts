/**
 * spec §2: the product page /m/{brand}/{product} is served only when the address contains
 * `.html` (for example /m/lotus-dew/turmeric-serum-1001.html); anything else is not found.
 */
export function isProductAddress(params: { brand?: string; product?: string }): boolean {
  const { brand, product } = params;
  if (!brand || !product) return false;
  if (!/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/.test(brand)) return false;
  return /^[^/?#]+\.html$/.test(product) && product.length > '.html'.length;
}

/** The product id at the end of a product slug: `turmeric-serum-1001.html` gives `1001`. */
export function productIdFromSlug(product: string): string | undefined {
  return /(?:^|[-_])(\d+)\.html$/.exec(product)?.[1];
}
