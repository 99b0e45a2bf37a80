export { useInfinitePages } from './useInfinitePages';
export type { InfinitePages, InfinitePagesOptions, PageFetcher } from './useInfinitePages';
export { infinitePagesReducer, startPages } from './infinitePages';
export type { FailedPage, InfinitePagesAction, InfinitePagesState, LoadedPage, PageResult } from './infinitePages';
