import { describe, expect, it } from 'vitest';
import { isProductAddress, productIdFromSlug } from './productAddress';

describe('isProductAddress (spec §2: /m/{brand}/{product} must contain .html)', () => {
  it.each([
    [{ brand: 'lotus-dew', product: 'turmeric-serum-1001.html' }, true],
    [{ brand: 'siam_herb', product: '1001.html' }, true],
    [{ brand: 'lotus-dew', product: 'turmeric-serum-1001' }, false],
    [{ brand: 'lotus-dew', product: '.html' }, false],
    [{ brand: 'lotus-dew', product: 'a.html.bak' }, false],
    [{ brand: 'lotus-dew', product: undefined }, false],
    [{ brand: undefined, product: 'a.html' }, false],
    [{ brand: '../etc', product: 'a.html' }, false],
    [{ brand: '', product: 'a.html' }, false],
  ])('%o → %s', (params, expected) => {
    expect(isProductAddress(params)).toBe(expected);
  });

  it.each([
    ['turmeric-serum-1001.html', '1001'],
    ['1001.html', '1001'],
    ['serum_77.html', '77'],
    ['serum.html', undefined],
  ])('the product id of %s is %s', (slug, id) => {
    expect(productIdFromSlug(slug)).toBe(id);
  });
});
