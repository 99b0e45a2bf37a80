/** Story-only helpers of the booking browse page stories (booking home, service, service at a store). */
import { expect, within } from 'storybook/test';
import { encodeQr, modulesToSvgPath } from '../../../src/format/qr';
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

/** The drawing (the SVG path of dark modules) of a QR code holding `text`, to compare with a page's QR picture. */
export function qrDrawingOf(text: string): string {
  const symbol = encodeQr(text);
  if (!symbol) throw new Error(`no QR code holds ${text}`);
  return modulesToSvgPath(symbol.modules);
}
