import { http, HttpResponse } from 'msw';
import { swatch } from '../../flows/upload/PhotoUploaderHarness';
import type { SentRequest } from '../../support/requestRecorder';

/** The storage bucket the upload flow puts photos in (the mock shop's tokens open it). */
export const BUCKET = /https:\/\/beauty-shop-upload\.oss-ap-southeast-7\.aliyuncs\.com\/.*/;

/** The bucket takes every put and shows every uploaded photo as the same small picture. */
export const bucketAccepts = [
  http.put(BUCKET, () => new HttpResponse(null, { status: 200 })),
  http.get(BUCKET, () => new HttpResponse(decodeURIComponent(swatch('#f9c6d3', '#c81e57').split(',')[1] ?? ''), { headers: { 'content-type': 'image/svg+xml' } })),
];

export { address, at } from '../../support/routeSteps';
export const callsTo = (sent: readonly SentRequest[], path: string, method?: string) =>
  sent.filter((request) => request.url.pathname === path && (method === undefined || request.method === method));
export const bodyOf = (request: SentRequest | undefined) => new URLSearchParams(request?.body);

export function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}
