export { objectKey, toUploadError, UPLOAD_FALLBACK_MESSAGE, uploadMachine } from './upload.machine';
export { createUploadActors } from './upload.actors';
export type { UploadActorOptions } from './upload.actors';
export { ossObjectUrl, signOssPut, UPLOAD_TIMEOUT_MS, xhrPutObject } from './ossPut';
export type { PutObject, PutObjectRequest, PutObjectResult } from './ossPut';
export type * from './upload.types';
