import { http, HttpResponse } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createHandlers, type AreaScenarios } from './handlers';
import { isSeedName, type SeedName } from './shop/seedNames';
import { createSharedShop, type MockShop, type ShopPersistence } from './shop/sessions';
import type { ShopState } from './shop/state';

/** Where the dev app's tab keeps its shop between reloads. */
export const SHOP_STORAGE_KEY = 'beauty-storefront:mock-shop';

/** The shop kept in the tab's sessionStorage: it survives reloads and ends with the tab. */
export function sessionStoragePersistence(storage: Storage, seed: SeedName): ShopPersistence {
  return {
    load() {
      try {
        const saved = JSON.parse(storage.getItem(SHOP_STORAGE_KEY) ?? 'null') as ShopState | null;
        // A saved shop of another seed (or of an older shape) is not reused.
        return saved && saved.seed === seed && typeof saved.clock?.minutes === 'number' ? saved : undefined;
      } catch {
        return undefined;
      }
    },
    save(state) {
      try {
        storage.setItem(SHOP_STORAGE_KEY, JSON.stringify(state));
      } catch {
        // A full or blocked storage only costs the memory across reloads.
      }
    },
  };
}

/** `POST /__mock/reset?seed=NAME` in the browser: the tab's shop starts again. */
function resetHandler(shop: MockShop) {
  return http.post('/__mock/reset', ({ request }) => {
    const asked = new URL(request.url).searchParams.get('seed');
    if (asked !== null && !isSeedName(asked)) return HttpResponse.json({ errcode: 400, msg: 'Unknown seed' }, { status: 400 });
    const seed = asked ?? shop.seed;
    shop.reset(seed);
    return HttpResponse.json({ errcode: 0, data: { seed } });
  });
}

/**
 * The mock backend in a browser (the dev app): a service worker answering every endpoint from
 * `shop` (the shared shop by default). The worker script is public/mockServiceWorker.js.
 */
export function createMockWorker(scenarios: AreaScenarios = {}, shop?: MockShop): SetupWorker {
  return setupWorker(...(shop ? [resetHandler(shop)] : []), ...createHandlers(scenarios, shop));
}

/**
 * Starts the worker on a shop of its own that the tab keeps in sessionStorage (per worker session);
 * requests no endpoint matches (assets, modules) pass through silently.
 */
export async function startMockWorker(
  scenarios: AreaScenarios = {},
  workerUrl = '/mockServiceWorker.js',
  seedName: string = 'guest',
): Promise<SetupWorker> {
  const seed: SeedName = isSeedName(seedName) ? seedName : 'guest';
  const persistence = sessionStoragePersistence(window.sessionStorage, seed);
  const shop = createSharedShop(seed, persistence);
  const worker = createMockWorker(scenarios, shop);
  worker.events.on('response:mocked', () => persistence.save(shop.stateFor(new Request(location.href))));
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass', serviceWorker: { url: workerUrl } });
  return worker;
}
