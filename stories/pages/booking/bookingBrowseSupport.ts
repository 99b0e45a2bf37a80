/** Story-only helpers of the booking browse page stories (booking home, service, service at a store). */
import { expect, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { at } from '../../support/routeSteps';

export { bookingRequestLog } from '../../support/bookingRequestLog';
export { address, at } from '../../support/routeSteps';

/** A page story's PageGuest: a guest is sent to sign in (the Thai form), with the page at `path` as the way back. */
export function playGuestSentToSignIn(path: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent(path)}`);
    await expect(await within(canvasElement).findByRole('button', { name: 'เข้าสู่ระบบ' }, { timeout: 5000 })).toBeVisible();
  };
}

/** The nearby stores asked for by coordinates (not the loader's call by province) answered with `answer` (a booking body, or null: no response). */
export function nearbyByLocationAnswers(answer: Readonly<Record<string, unknown>> | null) {
  return http.all(
    ({ request }) => {
      const url = new URL(request.url);
      return url.pathname.endsWith('/booking/o/wap/store/nearby') && url.searchParams.has('latitude');
    },
    () => (answer === null ? HttpResponse.error() : HttpResponse.json(answer)),
  );
}

/** A booking failure body (spec §8 `code`, the backend's message as its toast). */
export const bookingFailureBody = (code: number, text: string) => ({ code, message: text, toast_message: { text }, data: null });

/** Story setup: the browser gives these coordinates when asked (restored after the story). */
export function fakeLocation(latitude = 13.7456, longitude = 100.5341) {
  const original = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
  const fake: Pick<Geolocation, 'getCurrentPosition'> = {
    getCurrentPosition: (success) => success({ coords: { latitude, longitude } } as GeolocationPosition),
  };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: fake });
  return () => {
    if (original) Object.defineProperty(navigator, 'geolocation', original);
  };
}
