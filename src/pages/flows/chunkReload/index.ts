export { ChunkReloadNotice } from './ChunkReloadNotice';
export type { ChunkReloadNoticeProps } from './ChunkReloadNotice';
export { ChunkReloadView } from './ChunkReloadView';
export type { ChunkReloadActorRef, ChunkReloadViewProps } from './ChunkReloadView';
export { lazyWithReload } from './lazyWithReload';
export { ChunkReloadOnDemand } from './ChunkReloadOnDemand';
export { ChunkReloadUnavailable } from './ChunkReloadUnavailable';
export type { ChunkReloadUnavailableProps } from './ChunkReloadUnavailable';
export { loadChunkReloadNotice } from './loadChunkReloadNotice';
