import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createMemoryStorage } from '../../api';
import { createChunkReloadActors } from './chunkReload.actors';
import { isChunkLoadError } from './chunkLoadError';
import { chunkReloadMachine } from './chunkReload.machine';

const T = 1_741_946_400_000;

function start(stored: Record<string, string> = {}) {
  const storage = createMemoryStorage(stored);
  const actor = createActor(chunkReloadMachine.provide({ actors: createChunkReloadActors(storage) }), { input: {} });
  let reloads = 0;
  actor.on('reload', () => (reloads += 1));
  actor.start();
  return { actor, storage, reloads: () => reloads };
}

describe('chunkReload machine', () => {
  it('reloads on the first failure and keeps the time', async () => {
    const { actor, storage, reloads } = start();
    actor.send({ type: 'chunk.failed', at: T });
    await waitFor(actor, (s) => s.matches('reloaded'));
    expect(reloads()).toBe(1);
    expect(storage.getItem('chunk_reload_at')).toBe(String(T));
  });

  it('does not reload again within 60 s; the shopper may reload', async () => {
    const { actor, storage, reloads } = start({ chunk_reload_at: String(T - 59_999) });
    actor.send({ type: 'chunk.failed', at: T });
    await waitFor(actor, (s) => s.matches('blocked'));
    expect(reloads()).toBe(0);
    actor.send({ type: 'chunk.failed', at: T + 1 }); // ignored while blocked
    actor.send({ type: 'retry', at: T + 5_000 });
    await waitFor(actor, (s) => s.matches('reloaded'));
    expect(reloads()).toBe(1);
    expect(storage.getItem('chunk_reload_at')).toBe(String(T + 5_000));
  });

  it('reloads again after 60 s', async () => {
    const { actor, reloads } = start({ chunk_reload_at: String(T - 60_000) });
    actor.send({ type: 'chunk.failed', at: T });
    await waitFor(actor, (s) => s.matches('reloaded'));
    expect(reloads()).toBe(1);
  });

  it('recognises chunk load errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'Loading chunk 12 failed.' })).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
