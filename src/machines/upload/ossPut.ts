/**
 * The browser's PUT of a file to the cloud storage bucket (an Aliyun OSS style bucket, from the
 * booking backend's STS token). The api client does not carry it: the bucket is a third party on
 * its own origin and the client's fetch gives no upload progress, so this uses XMLHttpRequest.
 *
 * The header signature (OSS V1: HMAC-SHA1 over verb, content type, date, the x-oss headers and the
 * resource) is this package's choice for the backend team to confirm, like the chosen paths in
 * src/api/CHOSEN-PATHS.md. A host with its own uploader passes `putObject` to createUploadActors.
 */
import type { StorageToken } from '../../api';

export interface PutObjectRequest {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Blob;
  readonly signal: AbortSignal;
  readonly onProgress: (loaded: number, total: number) => void;
}

/** `expired`: the bucket refused the token as expired (it is then refreshed and the put retried once). */
export type PutObjectResult = { readonly ok: true } | { readonly ok: false; readonly expired: boolean; readonly message: string };

export type PutObject = (request: PutObjectRequest) => Promise<PutObjectResult>;

/** The bucket's address for a key (each path segment encoded). */
export function ossObjectUrl(token: StorageToken, key: string): string {
  const encoded = key.split('/').map(encodeURIComponent).join('/');
  return `https://${token.oss_bucket}.${token.region}.aliyuncs.com/${encoded}`;
}

function toBase64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The signed headers of a PUT (x-oss-date stands in for Date, which browsers may not set). */
export async function signOssPut(
  token: StorageToken,
  key: string,
  contentType: string,
  date: Date,
): Promise<Record<string, string>> {
  const when = date.toUTCString();
  const stringToSign = [
    'PUT',
    '',
    contentType,
    when,
    `x-oss-date:${when}`,
    `x-oss-security-token:${token.security_token}`,
    `/${token.oss_bucket}/${key}`,
  ].join('\n');
  const encoder = new TextEncoder();
  const secret = await crypto.subtle.importKey(
    'raw',
    encoder.encode(token.access_key_secret),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  );
  const signature = toBase64(await crypto.subtle.sign('HMAC', secret, encoder.encode(stringToSign)));
  return {
    'Content-Type': contentType,
    'x-oss-date': when,
    'x-oss-security-token': token.security_token,
    Authorization: `OSS ${token.access_key_id}:${signature}`,
  };
}

/** spec §9 time-out of upload and oss calls. */
export const UPLOAD_TIMEOUT_MS = 90_000;

/** OSS error codes that mean the STS token ran out. */
const EXPIRED = /SecurityTokenExpired|InvalidAccessKeyId|AccessKeyExpired|expired/i;

/** The default put: XMLHttpRequest, for its upload progress events. */
export const xhrPutObject: PutObject = ({ url, headers, body, signal, onProgress }) =>
  new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    // spec §9: 90 s for upload or oss.
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve({ ok: true });
        return;
      }
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      resolve({ ok: false, expired: xhr.status === 403 && EXPIRED.test(text), message: `Upload failed (${xhr.status})` });
    });
    xhr.addEventListener('error', () => resolve({ ok: false, expired: false, message: 'Network Error' }));
    xhr.addEventListener('timeout', () => resolve({ ok: false, expired: false, message: 'Network Error' }));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
