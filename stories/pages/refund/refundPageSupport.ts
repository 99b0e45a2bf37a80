/** Story-only helpers of the refund pages' page stories (through the route table on the mock backend). */
import { http, HttpResponse } from 'msw';
import { placeholderSvg } from '../../../mocks/handlers/assets';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';

export const REFUND_API = '/wap/api/order/refund';

/** The storage bucket the photos are put in. */
export const BUCKET = /^https:\/\/beauty-shop-upload\.oss-ap-southeast-7\.aliyuncs\.com\/.*/;

/** The bucket takes every put and serves what it holds as a picture. */
export const bucketOk = [
  http.put(BUCKET, () => new HttpResponse(null, { status: 200 })),
  http.get(BUCKET, () => new HttpResponse(placeholderSvg('refund-photo'), { headers: { 'content-type': 'image/svg+xml' } })),
];

/** A small picture file, as the shopper's phone would give. */
export function photoFile(name: string): File {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#f6d5dc"/></svg>';
  return new File([svg], name, { type: 'image/svg+xml' });
}

export { address, at } from '../../support/routeSteps';


/**
 * The requests the page sends: call `record` as the story's beforeEach (a new list each story);
 * `formsTo` gives the form fields of those sent to a refund call (`submit`, `return`, `cancel` …) in order.
 */
export function requestLog() {
  let sent: SentRequest[] = [];
  return {
    record: (context: object) => {
      sent = recordRequests(context);
    },
    sentTo: (path: string) => sent.filter((request) => request.url.pathname === path),
    formsTo: (call: string) => sent.filter((request) => request.url.pathname === `${REFUND_API}/${call}`).map((request) => new URLSearchParams(request.body)),
  };
}

/** The file input of the photo picker. */
export function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** A page story's PageGuest: a guest is sent to sign in (the form in the story's language), with the page at `path` as the way back. */
export { playGuestAtSignIn as playGuestSentToSignIn } from '../../support/routeSteps';
