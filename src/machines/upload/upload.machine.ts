import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { StorageToken } from '../../api';
import type {
  FetchTokenInput,
  PutFileInput,
  RecordUploadInput,
  UploadContext,
  UploadError,
  UploadEvent,
  UploadInput,
  UploadedFile,
} from './upload.types';

/** The message a failure carries when its cause gave none. */
export const UPLOAD_FALLBACK_MESSAGE = 'Upload failed';

/** spec §8: every storage upload failure becomes code 500 with a message. */
export function toUploadError(cause: unknown): UploadError {
  if (typeof cause === 'string' && cause !== '') return { code: 500, message: cause };
  if (typeof cause === 'object' && cause !== null && 'message' in cause) {
    const { message } = cause as { message: unknown };
    if (typeof message === 'string' && message !== '') return { code: 500, message };
  }
  return { code: 500, message: UPLOAD_FALLBACK_MESSAGE };
}

/** The object key: the token's directory (with or without its trailing slash) plus the name. */
export function objectKey(directory: string, objectName: string): string {
  if (directory === '') return objectName;
  return directory.endsWith('/') ? `${directory}${objectName}` : `${directory}/${objectName}`;
}

function keyOf(context: UploadContext): string {
  return objectKey(context.token?.oss_directory ?? '', context.objectName);
}

/**
 * spec §4 storage upload of one file: fetch a token, put the file, then record the uploaded path.
 * An expired token (the put says so) is refreshed once and the put retried; any other failure, or a
 * second expiry, ends in `failed` with `{ code: 500, message }` and a `retry` starts over.
 * `progress` (0..1) follows the put's `put.progress` events. Effects: `fetchToken`, `putFile`
 * (a callback actor sending `put.progress`, `put.done`, `put.failed`), `recordUpload`.
 */
export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadInput,
    output: {} as UploadedFile | null,
    tags: {} as 'busy',
  },
  actors: {
    fetchToken: fromPromise<StorageToken, FetchTokenInput>(async () => {
      throw new Error('upload: provide fetchToken');
    }),
    putFile: fromCallback<UploadEvent, PutFileInput>(() => {
      throw new Error('upload: provide putFile');
    }),
    recordUpload: fromPromise<UploadedFile, RecordUploadInput>(async () => {
      throw new Error('upload: provide recordUpload');
    }),
  },
  guards: {
    mayRefreshToken: ({ context, event }) => event.type === 'put.failed' && event.expired && !context.refreshed,
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({
    file: input.file,
    objectName: input.objectName,
    ...(input.bizType !== undefined ? { bizType: input.bizType } : {}),
    token: null,
    refreshed: false,
    progress: 0,
    uploaded: null,
    error: null,
  }),
  initial: 'fetchingToken',
  output: ({ context }) => context.uploaded,
  states: {
    fetchingToken: {
      tags: 'busy',
      invoke: {
        id: 'fetchToken',
        src: 'fetchToken',
        input: ({ context }) => ({ refresh: false, ...(context.bizType !== undefined ? { bizType: context.bizType } : {}) }),
        onDone: { target: 'putting', actions: assign({ token: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toUploadError(event.error) }) },
      },
    },
    putting: {
      tags: 'busy',
      entry: assign({ progress: 0 }),
      invoke: {
        id: 'putFile',
        src: 'putFile',
        input: ({ context }) => ({ token: context.token as StorageToken, file: context.file, key: keyOf(context) }),
      },
      on: {
        'put.progress': {
          actions: assign({
            progress: ({ event }) => (event.total > 0 ? Math.min(Math.max(event.loaded / event.total, 0), 1) : 0),
          }),
        },
        'put.done': { target: 'recording', actions: assign({ progress: 1 }) },
        'put.failed': [
          { guard: 'mayRefreshToken', target: 'refreshingToken' },
          { target: 'failed', actions: assign({ error: ({ event }) => toUploadError(event.message) }) },
        ],
      },
    },
    refreshingToken: {
      tags: 'busy',
      invoke: {
        id: 'refreshToken',
        src: 'fetchToken',
        input: ({ context }) => ({ refresh: true, ...(context.bizType !== undefined ? { bizType: context.bizType } : {}) }),
        onDone: { target: 'putting', actions: assign({ token: ({ event }) => event.output, refreshed: true }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toUploadError(event.error) }) },
      },
    },
    recording: {
      tags: 'busy',
      invoke: {
        id: 'recordUpload',
        src: 'recordUpload',
        input: ({ context }) => ({
          path: keyOf(context),
          size: context.file.size,
          ...(context.bizType !== undefined ? { bizType: context.bizType } : {}),
        }),
        onDone: { target: 'done', actions: assign({ uploaded: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toUploadError(event.error) }) },
      },
    },
    done: { type: 'final' },
    failed: {
      on: {
        retry: { target: 'fetchingToken', actions: assign({ error: null, refreshed: false, progress: 0 }) },
      },
    },
  },
});
