import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, guestStory, playGuestSentToSignIn, playShopperInvited } from './counterPageSupport';

const CONTACT = '/m/booking/help/contact';
const QUESTION = '/m/booking/help/question';

/**
 * **Merchant help: the support page and the questions from merchants, side by side.**
 *
 * From support a merchant opens the questions and comes back, or starts a live chat. Only a
 * merchant sees these pages: a signed-in shopper who is not one sees an invitation to become a
 * merchant, and someone who has not logged in is asked to log in first and comes back after.
 */
const meta = {
  title: 'Pages/BookingCounter/HelpPages',
  component: RouteTableHarness,
  args: { initialPath: CONTACT },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English: support, then the questions, back to support, then live chat. */
export const PageContactAndQuestions: Story = {
  name: 'Page Contact And Questions (English, signed in)',
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

/** A signed-in shopper on the questions, in Thai: the invitation to become a merchant. */
export const PageQuestionShopperInvited: Story = {
  name: 'Page Question Shopper Invited (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
  args: { initialPath: QUESTION },
  parameters: { shop: { seed: 'shopper' } },
  play: playShopperInvited(/ตรวจสอบบัตรกำนัลของลูกค้าอย่างไร/),
};

/** Someone who has not logged in, on support: asked to log in, and back here after. */
export const PageContactGuest: Story = guestStory(CONTACT);

/** Someone who has not logged in, on the questions: asked to log in, and back here after. */
export const PageQuestionGuest: Story = {
  args: { initialPath: QUESTION },
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest' },
  play: playGuestSentToSignIn(QUESTION),
};
