import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { sawToast } from '../../support/sawToast';
import { ReloadableRouteTable } from './ReloadableRouteTable';
import { address } from '../../support/routeSteps';

/**
 * A new member's first steps (issue "Sign-in, the account and the wallet"): sign up on the
 * stateful mock backend, see the new-member gift, go on to complete the profile, save it, and find
 * it saved after a reload. Use it to check that the pages work together; for one page's states use
 * that page's stories.
 */
const meta = {
  title: 'Journeys/NewMemberProfile',
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'guest' } },
  render: () => <ReloadableRouteTable initialPath="/m/signup.php" />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_PHONE = '0823456789';
const UPDATE_PATH = '/wap/api/user_center/profile/update';

let sent: SentRequest[] = [];

/**
 * Sign up → the gift dialog → Complete your profile → the new member's profile (the nickname the
 * shop gave, nothing else) → nickname, gender, birthday and skin type saved → reload: all shown.
 */
export const SignUpThenCompleteProfile: Story = {
  name: 'Sign Up Then Complete Profile (English)',
  globals: { locale: 'en_US' },
  beforeEach: (context) => {
    sent = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Sign up.
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Mobile number' }, { timeout: 5000 }), NEW_PHONE);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '654321');
    await userEvent.type(canvas.getByLabelText(/^Password\*?$/), 'glow2025');
    await userEvent.click(canvas.getByRole('checkbox', { name: /I accept the terms/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await sawToast(canvasElement.ownerDocument.body, 'Your account is ready.');
    // The new-member gift, then on to the profile.
    const dialog = await canvas.findByRole('dialog', { name: 'Welcome to the shop!' }, { timeout: 5000 });
    await expect(within(dialog).getByText('A free gift for new members is waiting for you.')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'See your free gift' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Complete your profile' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/myprofile.php'), { timeout: 5000 });
    // The new member's profile: the shop's nickname, nothing else yet.
    const nickname = await canvas.findByRole('textbox', { name: /^Nickname/ }, { timeout: 5000 });
    await expect(nickname).toHaveValue('user6789');
    await expect(canvas.getByText('Not given yet')).toBeVisible();
    // Complete it.
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'Kanya');
    await userEvent.click(canvas.getByRole('radio', { name: 'Female' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Choose birthday' }));
    const sheet = await canvas.findByRole('dialog', { name: 'Your birthday' });
    await userEvent.selectOptions(within(sheet).getByRole('combobox', { name: 'Year' }), '1997');
    await userEvent.selectOptions(within(sheet).getByRole('combobox', { name: 'Month' }), 'May');
    await userEvent.click(within(sheet).getByRole('button', { name: /^Tuesday, May 20, 1997/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Done' }));
    await userEvent.click(canvas.getByRole('radio', { name: /Dry/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await sawToast(canvasElement, 'Your profile has been saved');
    const updates = sent.filter((request) => request.url.pathname === UPDATE_PATH).map((request) => new URLSearchParams(request.body));
    await expect(updates).toHaveLength(1);
    await expect(updates[0]?.get('birthday')).toBe('1997-05-20');
    // Reload: the shop kept every value.
    await userEvent.click(canvas.getByRole('button', { name: 'Reload page' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Nickname/ })).toHaveValue('Kanya'), { timeout: 5000 });
    await expect(address(canvasElement)).toHaveTextContent('/m/myprofile.php');
    await expect(canvas.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(canvas.getByText('May 20, 1997')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Dry/ })).toBeChecked();
  },
};
