/** Story-only helpers of the provider page stories (stores, services, staff, onboarding). */
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { placeholderSvg } from '../../../mocks/handlers/assets';

export { bookingRequestLog } from '../../support/bookingRequestLog';
export { address, at, playGuestSentToSignIn } from '../../support/routeSteps';

/** Provider calls' path prefix (spec §7). */
export const P = '/booking/f/wap/provider_merchant';

/** A signed-in shopper (not a merchant) sees the invitation, never a merchant's data. */
export async function expectInvitation(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Run your bookings with us' }, { timeout: 5000 })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Read the agreement and apply' })).toHaveAttribute('href', '/m/booking/settled/agreement');
}

/** The storage bucket the upload flow puts pictures in (the mock shop's tokens open it). */
export const BUCKET = /^https:\/\/beauty-shop-upload\.oss-ap-southeast-7\.aliyuncs\.com\/.*/;

/** The bucket takes every put and serves what it holds as a picture. */
export const bucketAccepts = [
  http.put(BUCKET, () => new HttpResponse(null, { status: 200 })),
  http.get(BUCKET, () => new HttpResponse(placeholderSvg('merchant-picture'), { headers: { 'content-type': 'image/svg+xml' } })),
];

/** The page's file input (the picture field's). */
export function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}
