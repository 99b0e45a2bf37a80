export { usePhotoUploads } from './usePhotoUploads';
export type { PhotoUploads, PhotoUploadsOptions } from './usePhotoUploads';
