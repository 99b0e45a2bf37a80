import { describe, expect, it } from 'vitest';
import { BOOT_PRELOADS_KEY, bootPreloadsFor, matchedRouteNames, pagePreloadsFor, readPageModulePreloads } from './pagePreloads';

describe('the page preloads of a document', () => {
  const preloads = {
    list: ['/assets/route-a.js', '/assets/ListPage-b.js', '/assets/ProductCard-c.js', '/assets/react-r.js'],
    'list-sign1': ['/assets/route-a.js', '/assets/ListPage-b.js'],
    cart: ['/assets/route-d.js', '/assets/Cart-e.js', '/assets/ProductCard-c.js'],
  };

  it('lists the matched pages’ modules once each, in order, without those the document starts anyway', () => {
    expect(pagePreloadsFor(['storefront', 'layout', 'list'], preloads, ['/assets/index.js', '/assets/react-r.js'])).toEqual([
      '/assets/route-a.js',
      '/assets/ListPage-b.js',
      '/assets/ProductCard-c.js',
    ]);
    expect(pagePreloadsFor(['list', 'cart'], preloads, [])).toEqual([
      '/assets/route-a.js',
      '/assets/ListPage-b.js',
      '/assets/ProductCard-c.js',
      '/assets/react-r.js',
      '/assets/route-d.js',
      '/assets/Cart-e.js',
    ]);
  });

  it('adds nothing for a page it does not know, or without a map', () => {
    expect(pagePreloadsFor(['not-found'], preloads, [])).toEqual([]);
    expect(pagePreloadsFor(['constructor', 'toString', '__proto__'], preloads, [])).toEqual([]);
    expect(pagePreloadsFor(['list'], undefined, [])).toEqual([]);
  });

  it('lists the start’s own modules for every document, without those the document starts anyway', () => {
    const withBoot = { ...preloads, [BOOT_PRELOADS_KEY]: ['/assets/react-r.js', '/assets/sendRequest-s.js', '/assets/common-c.js'] };
    expect(bootPreloadsFor(withBoot, ['/assets/index.js', '/assets/react-r.js'])).toEqual(['/assets/sendRequest-s.js', '/assets/common-c.js']);
    expect(bootPreloadsFor(preloads, [])).toEqual([]);
    expect(bootPreloadsFor(undefined, [])).toEqual([]);
  });

  it('names the matched routes by their handle', () => {
    expect(matchedRouteNames([{ route: {} }, { route: { handle: { name: 'layout' } } }, { route: { handle: { name: 7 } } }, { route: { handle: { name: 'cart' } } }])).toEqual([
      'layout',
      'cart',
    ]);
  });

  it('keeps only script addresses of the site from the build’s file', () => {
    expect(
      readPageModulePreloads({
        cart: ['/assets/Cart-e.js', 'https://evil.example/x.js', '/assets/../secret.js', '/assets/a.js"><script>', 5, '//evil.example/y.js'],
        list: 'not a list',
      }),
    ).toEqual({ cart: ['/assets/Cart-e.js'] });
    expect(readPageModulePreloads(null)).toEqual({});
    expect(readPageModulePreloads(['/assets/a.js'])).toEqual({});
  });
});
