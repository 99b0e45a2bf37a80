/** Story-only helpers of the booking browse page stories (booking home, service, service at a store). */
import { expect, within } from 'storybook/test';
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
