import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CaptchaHost } from '../../../src/pages/flows/captcha';
import { NOTCH_X } from '../../components/SliderCaptcha/puzzleImages';
import { expectFocusTrapped } from '../../support/browserKeyboard';
import { captchaContext, CaptchaOpenerHarness, CaptchaStateHarness } from './CaptchaStateHarness';

/**
 * The slider-puzzle captcha popup (spec §2, §4: 310×155): opens while a captcha runs on the session,
 * loads a puzzle from the slide-image endpoint, checks the slide when the handle is released,
 * closes itself once the piece fits (verified) and resolves the waiting caller; closing it resolves
 * the caller with "not verified". Mount it once in the shared layout (CaptchaHost) and start it
 * with `awaitCaptcha(session, source)`; do not mount a popup per button.
 */
const meta = {
  title: 'Flows/Captcha',
  component: CaptchaHost,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof CaptchaHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const picturesReady = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelectorAll('img').length).toBeGreaterThan(0));
  await Promise.all([...canvasElement.querySelectorAll('img')].map((img) => img.decode()));
};

export const Closed: Story = {
  parameters: { flowStates: ['captcha.closed'] },
  render: () => <CaptchaStateHarness value="closed" context={captchaContext({ source: null, challenge: null })} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: 'Loading (English)',
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['captcha.open.loading'] },
  render: () => <CaptchaStateHarness value={{ open: 'loading' }} context={captchaContext({ challenge: null })} />,
  play: async ({ canvasElement }) => {
    const popup = within(canvasElement).getByRole('dialog', { name: 'Security check' });
    await expect(within(popup).getByText('Loading the puzzle…')).toBeVisible();
  },
};

export const LoadFailedThai: Story = {
  tags: ['error-state'],
  // The Thai variant, as its name says: the story sets Thai itself.
  globals: { locale: 'th_TH' },
  parameters: { flowStates: ['captcha.open.loadFailed'] },
  render: () => <CaptchaStateHarness value={{ open: 'loadFailed' }} context={captchaContext({ challenge: null })} />,
  play: async ({ canvasElement }) => {
    const popup = within(canvasElement).getByRole('dialog', { name: 'การตรวจสอบความปลอดภัย' });
    await expect(within(popup).getByRole('button', { name: 'ลองอีกครั้ง' })).toBeVisible();
  },
};

export const LoadFailedServerText: Story = {
  name: 'Load Failed Server Text (Chinese)',
  tags: ['error-state'],
  globals: { locale: 'zh_CN' },
  parameters: { flowStates: ['captcha.open.loadFailed'] },
  render: () => (
    <CaptchaStateHarness value={{ open: 'loadFailed' }} context={captchaContext({ challenge: null, error: '抱歉，操作失败（代码 3）。' })} />
  ),
};

export const Ready: Story = {
  name: 'Ready (English)',
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['captcha.open.ready'] },
  render: () => <CaptchaStateHarness value={{ open: 'ready' }} context={captchaContext()} />,
  play: async ({ canvasElement }) => {
    await picturesReady(canvasElement);
    await expect(within(canvasElement).getByRole('slider', { name: 'Puzzle slider' })).toHaveAttribute('aria-valuenow', '0');
  },
};

export const ReadyDraggingThai: Story = {
  globals: { locale: 'th_TH' },
  parameters: { flowStates: ['captcha.open.ready'] },
  render: () => <CaptchaStateHarness value={{ open: 'ready' }} context={captchaContext({ dragging: true, offset: 120 })} />,
  play: async ({ canvasElement }) => picturesReady(canvasElement),
};

export const Checking: Story = {
  name: 'Checking (English)',
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['captcha.open.checking'] },
  render: () => <CaptchaStateHarness value={{ open: 'checking' }} context={captchaContext({ offset: NOTCH_X })} />,
  play: async ({ canvasElement }) => {
    await picturesReady(canvasElement);
    await expect(within(canvasElement).getByText('Checking…')).toBeVisible();
  },
};

export const Refused: Story = {
  name: 'Refused (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['captcha.open.refused'] },
  render: () => <CaptchaStateHarness value={{ open: 'refused' }} context={captchaContext({ offset: 64 })} />,
  play: async ({ canvasElement }) => {
    await picturesReady(canvasElement);
    await expect(within(canvasElement).getByText('Not quite right. Please try again.')).toBeVisible();
  },
};

export const PassedChinese: Story = {
  globals: { locale: 'zh_CN' },
  parameters: { flowStates: ['captcha.open.passed'] },
  render: () => <CaptchaStateHarness value={{ open: 'passed' }} context={captchaContext({ offset: NOTCH_X, ticket: 'story-ticket' })} />,
  play: async ({ canvasElement }) => picturesReady(canvasElement),
};

/** By keyboard: Enter on the opener moves the focus into the popup, Tab stays inside, Escape closes it and the focus goes back. */
export const KeyboardOpenAndEscapeEnglish: Story = {
  globals: { locale: 'en_US' },
  render: () => <CaptchaOpenerHarness openerLabel="Add to cart" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Add to cart' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const popup = await canvas.findByRole('dialog');
    await within(popup).findByRole('slider');
    await waitFor(() => expect(popup.contains(document.activeElement)).toBe(true));
    await expectFocusTrapped(popup);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(popup).not.toBeVisible());
    await expect(opener).toHaveFocus();
  },
};
