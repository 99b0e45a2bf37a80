export { PhotoUploader } from './PhotoUploader';
export type { PhotoUploaderProps } from './PhotoUploader';
export { PhotoUploaderView } from './PhotoUploaderView';
export type { PhotoUploaderViewProps } from './PhotoUploaderView';
export { UploadStatusItem } from './UploadStatusItem';
export type { PhotoUpload, UploadActorRef } from './upload.types';
