import { describe, expect, it } from 'vitest';
import { rewriteLegacyLink } from './legacyLinks';

describe('rewriteLegacyLink (spec §2 link handling)', () => {
  it.each([
    ['/m/list.php', '/m/list/'],
    ['/m/list.php?cate=3&sort=new', '/m/list/?cate=3&sort=new'],
    ['/list.php?cate=3', '/m/list/?cate=3'],
    ['/m/brand/lotus-dew/turmeric-serum-1001.html', '/m/lotus-dew/turmeric-serum-1001.html'],
    ['/m/brand/lotus-dew/turmeric-serum-1001.html?from=share#reviews', '/m/lotus-dew/turmeric-serum-1001.html?from=share#reviews'],
    ['/m/brand/lotus-dew', null],
    ['/m/brand/lotus-dew/product', null],
    ['/m/lotus-dew/turmeric-serum-1001.html', null],
    ['/m/list/sun-care', null],
    ['/m/listing.php', null],
  ])('%s → %s', (address, expected) => {
    expect(rewriteLegacyLink(address)).toBe(expected);
  });
});
