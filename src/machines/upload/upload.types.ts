import type { StorageToken } from '../../api';

/** The file to upload: a File from the picker (the machine reads its size; the put sends it). */
export type UploadSource = Blob;

export interface UploadInput {
  /** The file (a File from the picker); the put actor sends it as the body. */
  readonly file: UploadSource;
  /** The object's name inside the token's directory, unique per upload (e.g. a UUID plus extension). */
  readonly objectName: string;
  /** The storage business type the booking backend files the upload under, when the caller has one. */
  readonly bizType?: string;
}

/** spec §8: a storage upload failure is code 500 with a message. */
export interface UploadError {
  readonly code: 500;
  readonly message: string;
}

/** What the record call answers: the stored path and its public address. */
export interface UploadedFile {
  readonly url: string;
  readonly path: string;
}

/** What the fetchToken actor receives: `refresh` asks for a new token even if one is cached. */
export interface FetchTokenInput {
  readonly refresh: boolean;
  readonly bizType?: string;
}

/** What the putFile actor receives. */
export interface PutFileInput {
  readonly token: StorageToken;
  readonly file: UploadSource;
  /** The object key: the token's directory plus the object name. */
  readonly key: string;
}

export interface RecordUploadInput {
  readonly path: string;
  readonly size: number;
  readonly bizType?: string;
}

/** The events the putFile actor sends back while it runs. */
export type PutFileEvent =
  | { readonly type: 'put.progress'; readonly loaded: number; readonly total: number }
  | { readonly type: 'put.done' }
  | { readonly type: 'put.failed'; readonly expired: boolean; readonly message: string };

export type UploadEvent = PutFileEvent | { readonly type: 'retry' };

export interface UploadContext {
  readonly file: UploadSource;
  readonly objectName: string;
  readonly bizType?: string;
  readonly token: StorageToken | null;
  /** Whether the token was already refreshed for this attempt (the put is retried once). */
  readonly refreshed: boolean;
  /** 0..1, from the put's progress events. */
  readonly progress: number;
  readonly uploaded: UploadedFile | null;
  readonly error: UploadError | null;
}
