import { setupWorker, type SetupWorker } from 'msw/browser';
import { createHandlers, type AreaScenarios } from './handlers';

/**
 * The mock backend in a browser (the dev app): a service worker answering every endpoint.
 * The worker script is public/mockServiceWorker.js.
 */
export function createMockWorker(scenarios: AreaScenarios = {}): SetupWorker {
  return setupWorker(...createHandlers(scenarios));
}

/** Starts the worker; requests no endpoint matches (assets, modules) pass through silently. */
export async function startMockWorker(scenarios: AreaScenarios = {}, workerUrl = '/mockServiceWorker.js'): Promise<SetupWorker> {
  const worker = createMockWorker(scenarios);
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass', serviceWorker: { url: workerUrl } });
  return worker;
}
