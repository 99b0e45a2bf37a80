import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, guestStory, playGuestSentToSignIn, playShopperInvited } from './counterPageSupport';

const CONTACT = '/m/booking/help/contact';
const QUESTION = '/m/booking/help/question';

/** Merchant help (contact and questions) through the real route table on the stateful mock backend (`merchant` seed). */
const meta = {
  title: 'Pages/BookingCounter/HelpPages',
  component: RouteTableHarness,
  args: { initialPath: CONTACT },
  parameters: { frame: 'none', shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** English: contact → the questions → back to contact → live chat (the help page's chat). */
export const PageContactAndQuestions: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Questions from merchants' }, { timeout: 5000 }));
    await at(canvasElement, QUESTION);
    await userEvent.click(await canvas.findByText('How do I close for a holiday?', {}, { timeout: 5000 }));
    await expect(canvas.getByText(/choose the day on the calendar and save/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Contact merchant support' }));
    await at(canvasElement, CONTACT);
    await userEvent.click(await canvas.findByRole('button', { name: 'Live chat' }, { timeout: 5000 }));
    await at(canvasElement, '/m/account/help.php');
  },
};

export const PageQuestionShopperInvited: Story = {
  args: { initialPath: QUESTION },
  parameters: { shop: { seed: 'shopper' } },
  play: playShopperInvited(/ตรวจสอบบัตรกำนัลของลูกค้าอย่างไร/),
};

export const PageContactGuest: Story = guestStory(CONTACT);

export const PageQuestionGuest: Story = {
  args: { initialPath: QUESTION },
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest' },
  play: playGuestSentToSignIn(QUESTION),
};
