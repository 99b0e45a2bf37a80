export { usePhotoUploads } from './usePhotoUploads';
export type { PhotoUploads, PhotoUploadsOptions } from './usePhotoUploads';
export { usePhotoField } from './usePhotoField';
export type { PhotoField, PhotoFieldOptions } from './usePhotoField';
