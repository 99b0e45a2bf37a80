import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { routesById } from './routesById';

const cart: RouteObject = { id: 'pages:cart', path: 'shop_cart.php' };
const search: RouteObject = { id: 'pages:search', path: 'search' };
const layout: RouteObject = { id: 'layout', children: [{ id: 'pages', children: [search, cart] }] };
const table: RouteObject[] = [{ id: 'storefront', path: '/m', children: [layout] }, { id: 'other', path: '/x' }];

describe('routesById', () => {
  it('finds the routes of the ids, in the order of the ids, as the same objects', () => {
    const found = routesById(table, ['storefront', 'layout', 'pages', 'pages:cart']);
    expect(found?.map((route) => route.id)).toEqual(['storefront', 'layout', 'pages', 'pages:cart']);
    expect(found?.[3]).toBe(cart);
  });

  it('gives null when an id is not in the table (the caller then matches the address)', () => {
    expect(routesById(table, ['storefront', 'pages:gone'])).toBeNull();
    expect(routesById(table, ['__proto__'])).toBeNull();
  });
});
