/** Story-only: the checks the change-e-mail and change-phone stories share, given each page's texts. */
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ContactChangeViewProps } from '../../../src/pages/settings/shared/ContactChangeView';
import { storyText, type LocaleGlobals } from '../../support/storyText';
import { address, CODE_IDLE, type RequestLog } from './settingsStorySupport';

export const SEND_CODE_PATH = '/m_api/user/send_code.php';

/** A view story's args: ready, the account's contact now (`current`), an empty form, callbacks as spies. */
export function contactChangeArgs(current: string): ContactChangeViewProps {
  return {
    status: 'ready',
    current,
    values: { contact: '', code: '' },
    onChange: fn(),
    code: CODE_IDLE,
    onSendCode: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  };
}

interface Canvas {
  canvasElement: HTMLElement;
}

/**
 * The view's Full story: the contact now, the countdown, where the code went; Save (`submitKey`, a
 * text key found in the story's language) submits.
 */
export function playFull({ current, codeSentTo, submitKey }: { current: string; codeSentTo: RegExp; submitKey: string }) {
  return async ({ canvasElement, args, globals }: Canvas & { args: { onSubmit: () => void }; globals: LocaleGlobals }) => {
    const canvas = within(canvasElement);
    const text = storyText({ globals });
    await expect(canvas.getByText(current)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('auth:code.resendIn', { seconds: 42 }) })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: text('auth:code.label') })).toHaveAccessibleDescription(codeSentTo);
    await userEvent.click(canvas.getByRole('button', { name: text(submitKey) }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  };
}

/** The view with no contact yet, in English: the page says so (`none`); Send code asks for a code, by keyboard. */
export function playNoContactYet(none: string) {
  return async ({ canvasElement, args }: Canvas & { args: { onSendCode: () => void } }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(none)).toBeVisible();
    canvas.getByRole('button', { name: 'Send code' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
  };
}

/** The view while the slider captcha is open, in English: the note says why. */
export async function playCaptchaAsked({ canvasElement }: Canvas) {
  await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Complete the security check to continue.');
}

/** The view in Chinese: its heading, Send code and its Save button. */
export function playChinese(heading: string, submit: string) {
  return async ({ canvasElement }: Canvas) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '发送验证码' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: submit })).toBeVisible();
  };
}

/** What a page's change-succeeds story types and sees, in English, and what the backend gets. */
export interface ContactChangeJourney {
  /** The account's contact as the page shows it. */
  readonly current: string;
  /** The new contact's field. */
  readonly field: RegExp;
  readonly newContact: string;
  readonly scene: 'bind_email' | 'bind_phone';
  /** The code field's description once the code went. */
  readonly codeSentTo: RegExp;
  readonly submit: string;
  /** The success toast. */
  readonly done: string;
  /** The bind endpoint's path and the field that carries the new contact. */
  readonly bindPath: string;
  readonly bindField: 'email' | 'phone';
}

/**
 * A page's change-succeeds story: a code to the new contact (the countdown starts), then a double
 * click on Save: one change; the toast (dismissed, so the screenshot is of the settled settings
 * page whatever the timing) and back to the settings.
 */
export function playChangeSucceeds(bodiesTo: RequestLog['bodiesTo'], journey: ContactChangeJourney) {
  return async ({ canvasElement }: Canvas) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(journey.current, {}, { timeout: 5000 })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: journey.field }), journey.newContact);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('button', { name: /Send again in \d+ s/ }, { timeout: 5000 })).toBeDisabled();
    const codes = bodiesTo(SEND_CODE_PATH);
    await expect([codes.length, codes[0]?.get('account'), codes[0]?.get('scene')]).toEqual([1, journey.newContact, journey.scene]);
    const code = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(code).toHaveAccessibleDescription(journey.codeSentTo);
    await userEvent.type(code, '123456');
    await userEvent.dblClick(canvas.getByRole('button', { name: journey.submit }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/account/setting.php'), { timeout: 5000 });
    await expect(await canvas.findByText(journey.done)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await expect(await canvas.findByRole('switch', { name: /Promotions and offers/ }, { timeout: 5000 })).toBeChecked();
    const changes = bodiesTo(journey.bindPath);
    await expect([changes.length, changes[0]?.get(journey.bindField), changes[0]?.get('code')]).toEqual([1, journey.newContact, '123456']);
  };
}
