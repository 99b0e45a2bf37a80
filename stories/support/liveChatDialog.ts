/** Story-only steps for the live-chat dialog of spec §8 errcode 20001 (English pages). */
import { expect, userEvent, waitFor, within } from 'storybook/test';

const TITLE = 'We need to check your account';

/** Waits for the live-chat dialog and checks it shows the backend's `message` and both ways out; returns it. */
export async function findLiveChatDialog(canvasElement: HTMLElement, message: string): Promise<HTMLElement> {
  const dialog = await within(canvasElement).findByRole('dialog', { name: TITLE }, { timeout: 5000 });
  await expect(within(dialog).getByText(message)).toBeVisible();
  await expect(within(dialog).getByRole('button', { name: 'Live chat' })).toBeVisible();
  await expect(within(dialog).getByRole('button', { name: 'Account centre' })).toBeVisible();
  return dialog;
}

/** Closes the live-chat dialog with Escape and waits until it is gone. */
export async function closeLiveChatDialog(canvasElement: HTMLElement): Promise<void> {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(within(canvasElement).queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument());
}
