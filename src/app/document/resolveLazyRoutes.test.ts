import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resolveLazyRoutes } from './resolveLazyRoutes';

function Page() {
  return null;
}

describe('resolveLazyRoutes', () => {
  it('loads object-form and function-form lazy parts onto the routes', async () => {
    const objectForm: RouteObject = { path: 'a', lazy: { Component: async () => Page } };
    const functionForm: RouteObject = { path: 'b', lazy: async () => ({ Component: Page }) };
    const eager: RouteObject = { path: 'c', Component: Page };
    await resolveLazyRoutes([{ route: objectForm }, functionForm, eager]);
    expect(objectForm).toEqual({ path: 'a', Component: Page });
    expect(functionForm).toEqual({ path: 'b', Component: Page });
    expect(eager).toEqual({ path: 'c', Component: Page });
  });
});
