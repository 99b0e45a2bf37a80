import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { preview } from 'vite';
import { chosenPathsMarkdown } from '../src/api/endpoints/chosenPaths';
import { countEndpoints } from './count';
import { isNetworkMode } from './network';
import { isSeedName } from './shop/seedNames';
import { isMockWorld } from './shop/sessions';
import { serverRenderingPlugin } from './previewSsr';
import { startMockHttpServer } from './server';

/** Served by the mock server behind the preview: the api paths and the fixture images. */
const API_PREFIXES = ['/m_api', '/wap/api', '/api/go', '/booking', '/v1', '/static/mock', '/__mock'];

async function count(): Promise<number> {
  const result = countEndpoints();
  console.log(`endpoints defined: ${result.defined}`);
  console.log(`endpoints mocked:  ${result.mocked}`);
  if (result.unmocked.length > 0) console.log(`not mocked: ${result.unmocked.join(', ')}`);
  if (result.unknown.length > 0) console.log(`mocked but not defined: ${result.unknown.join(', ')}`);
  return result.defined === result.mocked && result.unknown.length === 0 ? 0 : 1;
}

/** How the cli imports built JavaScript (natively, not through the module runner that runs this file). */
export interface CliHost {
  readonly importBuilt: (url: string) => Promise<unknown>;
}

async function serve(withPreview: boolean, host: CliHost): Promise<number> {
  const port = Number(process.env.MOCK_PORT ?? 8787);
  const network = process.env.MOCK_NETWORK;
  const seed = process.env.MOCK_SEED;
  if (seed !== undefined && !isSeedName(seed)) {
    console.error(`MOCK_SEED must be one of guest, shopper, newShopper, tourist, merchant (got ${seed})`);
    return 2;
  }
  const world = process.env.MOCK_WORLD ?? 'shared';
  if (!isMockWorld(world)) {
    console.error(`MOCK_WORLD must be shared or session (got ${world})`);
    return 2;
  }
  const idle = process.env.MOCK_SESSION_IDLE_MINUTES;
  const idleMinutes = idle === undefined ? undefined : Number(idle);
  if (idleMinutes !== undefined && !(Number.isFinite(idleMinutes) && idleMinutes > 0)) {
    console.error(`MOCK_SESSION_IDLE_MINUTES must be a number of minutes above 0 (got ${idle})`);
    return 2;
  }
  const statePath = process.env.MOCK_STATE ? resolve(process.env.MOCK_STATE) : undefined;
  if (statePath && world !== 'shared') {
    console.error('MOCK_STATE keeps the shared shop: it needs MOCK_WORLD=shared');
    return 2;
  }
  // A host's page whose browser calls the backend directly (not through its own server): its origin
  // (or several, comma-separated) gets CORS answers with credentials.
  const allowOrigins = (process.env.MOCK_ALLOW_ORIGIN ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  const mock = await startMockHttpServer({
    port,
    ...(allowOrigins.length > 0 ? { allowOrigins } : {}),
    network: isNetworkMode(network) ? network : 'normal',
    seed: seed ?? 'guest',
    world,
    ...(idleMinutes === undefined ? {} : { sessionIdleMinutes: idleMinutes }),
    ...(statePath ? { statePath, onStateRefused: (message: string) => console.error(message) } : {}),
  });
  const worldText = world === 'shared' ? `one shop shared by every session${statePath ? `, kept in ${statePath}` : ''}` : 'a shop per session';
  console.log(`mock backend on ${mock.url} (${worldText}; new sessions start from the ${seed ?? 'guest'} seed${allowOrigins.length > 0 ? `; CORS for ${allowOrigins.join(', ')}` : ''})`);
  const closers: (() => Promise<void>)[] = [() => mock.close()];
  if (withPreview) {
    const root = resolve(import.meta.dirname, '..');
    const server = await preview({
      configFile: resolve(root, 'vite.config.ts'),
      mode: 'app',
      // Pages are rendered on the server (dist/server), with the mock backend behind it over HTTP.
      plugins: [serverRenderingPlugin({ root, backendUrl: mock.url, apiPrefixes: API_PREFIXES, importBuilt: host.importBuilt })],
      preview: {
        host: '127.0.0.1',
        port: Number(process.env.PREVIEW_PORT ?? 4173),
        proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: mock.url, changeOrigin: true }])),
      },
    });
    server.printUrls();
    closers.push(() => server.close());
  }
  await new Promise<void>((resolveStop) => {
    process.once('SIGINT', () => resolveStop());
    process.once('SIGTERM', () => resolveStop());
  });
  await Promise.all(closers.map((close) => close()));
  return 0;
}

/** `count`, `serve` (the Node mock server alone), `preview` (dist/app plus the mock server) or `chosen` (writes src/api/CHOSEN-PATHS.md). */
export async function main(command: string | undefined, host: CliHost = { importBuilt: (url) => import(/* @vite-ignore */ url) }): Promise<number> {
  switch (command) {
    case 'count':
      return count();
    case 'serve':
      return serve(false, host);
    case 'preview':
      return serve(true, host);
    case 'chosen': {
      const target = resolve(import.meta.dirname, '../src/api/CHOSEN-PATHS.md');
      writeFileSync(target, chosenPathsMarkdown());
      console.log(`wrote ${target}`);
      return 0;
    }
    default:
      console.error('usage: node mocks/run.mjs <count|serve|preview|chosen>');
      return 2;
  }
}
