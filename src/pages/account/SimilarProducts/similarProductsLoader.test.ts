import { describe, expect, it } from 'vitest';
import { similarIdOf } from './similarProductsLoader';

const at = (query: string) => new Request(`https://shop.test/m/account/similar_pro${query}`);

describe('similarIdOf', () => {
  it('takes a product id', () => {
    expect(similarIdOf(at('?id=50001'))).toBe('50001');
    expect(similarIdOf(at('?id=%2050001%20'))).toBe('50001');
  });

  it('refuses a missing, empty, hostile or overlong id', () => {
    for (const query of ['', '?id=', '?id=%3Cscript%3E', '?id=1%3B%20drop', `?id=${'9'.repeat(65)}`, '?id=..%2F..%2Fetc']) {
      expect(similarIdOf(at(query))).toBeNull();
    }
  });
});
