import { expect, userEvent, within } from 'storybook/test';
import { NOTCH_X } from '../components/SliderCaptcha/puzzleImages';

/**
 * Story-only: waits for the layout's slider captcha (on the story puzzle of
 * stories/flows/captcha/puzzleMocks) and solves it with a real pointer drag onto the notch.
 */
export async function solveSliderCaptcha(canvasElement: HTMLElement, names: { dialog: string; slider: string; verified: string }) {
  const popup = await within(canvasElement).findByRole('dialog', { name: names.dialog }, { timeout: 5000 });
  const handle = await within(popup).findByRole('slider', { name: names.slider });
  await Promise.all([...popup.querySelectorAll('img')].map((img) => img.decode()));
  const rect = handle.getBoundingClientRect();
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: handle, coords: { x, y } },
    { coords: { x: x + 90, y } },
    { coords: { x: x + NOTCH_X, y } },
    { keys: '[/MouseLeft]' },
  ]);
  await expect(await within(popup).findByText(names.verified)).toBeVisible();
}
