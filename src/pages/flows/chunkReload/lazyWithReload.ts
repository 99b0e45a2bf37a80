/**
 * `lazyWithReload(importer)`: React.lazy for route components, with spec §8's chunk reload.
 *
 * ```tsx
 * const CartPage = lazyWithReload(() => import('../pages/cart/Cart/Cart'));
 * // in the route table, inside a <Suspense fallback={…}>:
 * { path: 'shop_cart.php', element: <CartPage /> }
 * ```
 *
 * The importer must resolve to a module whose `default` export is the component (wrap named exports:
 * `() => import('./Cart').then((m) => ({ default: m.Cart }))`). When the import fails because a
 * chunk could not be loaded (a deployment replaced the chunks, or the network dropped), the route
 * renders ChunkReloadNotice instead (through ChunkReloadOnDemand: the notice and its machine load
 * after the app's first render): it reloads the page, at most once per 60 s per tab (the time is
 * kept in session storage), and otherwise shows an error with a reload button. Any other error is
 * thrown to the nearest error boundary as before. `options` reach the notice (tests and stories
 * give their own reload, storage and clock).
 */
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { isChunkLoadError } from '../../../machines/chunkReload/chunkLoadError';
import type { ChunkReloadNoticeProps } from './ChunkReloadNotice';
import { ChunkReloadOnDemand } from './ChunkReloadOnDemand';

export function lazyWithReload<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
  options: Omit<ChunkReloadNoticeProps, 'failedAt'> = {},
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    try {
      return await importer();
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      const failedAt = (options.now ?? Date.now)();
      const Failed: ComponentType<P> = () => createElement(ChunkReloadOnDemand, { ...options, failedAt });
      return { default: Failed };
    }
  });
}
