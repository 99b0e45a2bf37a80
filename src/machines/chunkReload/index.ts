export { CHUNK_RELOAD_GUARD_MS, chunkReloadMachine } from './chunkReload.machine';
export { isChunkLoadError } from './chunkLoadError';
export type { ChunkReloadContext, ChunkReloadEmitted, ChunkReloadEvent, ChunkReloadInput } from './chunkReload.machine';
export { CHUNK_RELOAD_STORAGE_KEY, createChunkReloadActors } from './chunkReload.actors';
