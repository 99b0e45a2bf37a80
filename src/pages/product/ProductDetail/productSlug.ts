/**
 * The product id at the end of a product slug (`turmeric-serum-50001.html` → `50001`,
 * `50001.html` → `50001`). The `.html` rule itself is the route's `params` check (productSlug);
 * a slug that passes it but carries no id is not found either.
 */
export function productIdOfSlug(slug: string): string | undefined {
  return /(?:^|[-_])(\d{1,20})\.html$/.exec(slug)?.[1];
}
