import { fromCallback } from 'xstate';
import { fromCall } from '../shared/fromCall';
import { getStorageToken, recordStorageUpload, type ApiClient, type ApiFailure, type StorageToken } from '../../api';
import { ossObjectUrl, signOssPut, xhrPutObject, type PutObject } from './ossPut';
import type { FetchTokenInput, PutFileInput, RecordUploadInput, UploadEvent, UploadedFile } from './upload.types';

export interface UploadActorOptions {
  /** Sends the bytes to the bucket; XMLHttpRequest with upload progress by default. */
  readonly putObject?: PutObject;
  /** The clock of the request signature; `new Date()` by default. */
  readonly now?: () => Date;
}

/** The message of a failed call: the server's, or spec §8's "Network Error". */
function messageOf(failure: ApiFailure): string {
  return failure.message ?? 'Network Error';
}

/**
 * The real effects of the upload machine. The token is fetched once and shared by every upload
 * made with these actors (a page uploads several photos); `fetchToken` with `refresh: true` (after
 * the bucket said it expired) fetches a new one.
 */
export function createUploadActors(client: ApiClient, options: UploadActorOptions = {}) {
  const putObject = options.putObject ?? xhrPutObject;
  const now = options.now ?? (() => new Date());
  let cached: StorageToken | null = null;

  return {
    fetchToken: fromCall<StorageToken, FetchTokenInput>(async ({ input, signal }) => {
      if (!input.refresh && cached) return cached;
      const result = await getStorageToken(client, input.bizType !== undefined ? { biz_type: input.bizType } : {}, {
        signal,
        suppressToast: true,
      });
      if (!result.ok) throw new Error(messageOf(result));
      cached = result.data;
      return result.data;
    }),
    putFile: fromCallback<UploadEvent, PutFileInput>(({ input, sendBack }) => {
      const controller = new AbortController();
      const contentType = input.file.type || 'application/octet-stream';
      void signOssPut(input.token, input.key, contentType, now())
        .then((headers) =>
          putObject({
            url: ossObjectUrl(input.token, input.key),
            headers,
            body: input.file,
            signal: controller.signal,
            onProgress: (loaded, total) => sendBack({ type: 'put.progress', loaded, total }),
          }),
        )
        .then(
          (result) => {
            if (controller.signal.aborted) return;
            sendBack(result.ok ? { type: 'put.done' } : { type: 'put.failed', expired: result.expired, message: result.message });
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            sendBack({ type: 'put.failed', expired: false, message: error instanceof Error ? error.message : 'Upload failed' });
          },
        );
      return () => controller.abort();
    }),
    recordUpload: fromCall<UploadedFile, RecordUploadInput>(async ({ input, signal }) => {
      const result = await recordStorageUpload(
        client,
        { path: input.path, size: input.size, ...(input.bizType !== undefined ? { biz_type: input.bizType } : {}) },
        { signal, suppressToast: true },
      );
      if (!result.ok) throw new Error(messageOf(result));
      return { url: result.data.url, path: result.data.path };
    }),
  };
}
