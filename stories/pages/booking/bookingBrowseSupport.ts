/** Story-only helpers of the booking browse page stories (booking home, service, service at a store). */
import { encodeQr, modulesToSvgPath } from '../../../src/format/qr';
import { http } from 'msw';
import { bookingUserEndpoints } from '../../../src/api/endpoints/bookingUser';
import { bookingUserMocks } from '../../../mocks/handlers/bookingUser';
import { matchesEndpoint, readMockRequest, respond } from '../../../mocks/handlers/core';
import type { Scenario } from '../../../mocks/scenarios';

export { bookingRequestLog } from '../../support/bookingRequestLog';
export { address, at } from '../../support/routeSteps';

/** A page story's PageGuest: a guest is sent to sign in (the form in the story's language), with the page at `path` as the way back. */
export { playGuestAtSignIn as playGuestSentToSignIn } from '../../support/routeSteps';

/** The drawing (the SVG path of dark modules) of a QR code holding `text`, to compare with a page's QR picture. */
export function qrDrawingOf(text: string): string {
  const symbol = encodeQr(text);
  if (!symbol) throw new Error(`no QR code holds ${text}`);
  return modulesToSvgPath(symbol.modules);
}

/**
 * Story-only: the booking endpoint `name` answers `chosen` when its query passes `when` (e.g. the
 * nearby stores by coordinates, not the loader's call by province); its other calls go on to the
 * stateful shop. Put it before the area's handlers.
 */
export function bookingAnswerWhen(name: keyof typeof bookingUserMocks, when: (query: URLSearchParams) => boolean, chosen: Scenario) {
  const endpoint = bookingUserEndpoints.find((candidate) => candidate.meta.name === name);
  if (!endpoint) throw new Error(`bookingAnswerWhen: no endpoint ${name}`);
  return http.all(
    async ({ request }) => (await matchesEndpoint(endpoint.meta, request)) && when(new URL(request.url).searchParams),
    async ({ request }) => respond(endpoint.meta, bookingUserMocks[name], chosen, await readMockRequest(request)),
  );
}

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
