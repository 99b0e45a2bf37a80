export { ChunkReloadNotice } from './ChunkReloadNotice';
export type { ChunkReloadNoticeProps } from './ChunkReloadNotice';
export { ChunkReloadView } from './ChunkReloadView';
export type { ChunkReloadActorRef, ChunkReloadViewProps } from './ChunkReloadView';
export { lazyWithReload } from './lazyWithReload';
