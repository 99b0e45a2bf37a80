import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogHandlers, userCenterHandlers } from '../../../mocks/handlers';
import { userCenterMocks } from '../../../mocks/handlers/userCenter';
import { scenario } from '../../../mocks/scenarios';
import { getBeautyProfile } from '../../../src/api/endpoints/userCenter';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { sawToast } from '../../support/sawToast';
import { ReloadableRouteTable } from './ReloadableRouteTable';
import { address, playGuestAtSignIn } from '../../support/routeSteps';

const PATH = '/m/beauty_profile';
const UPDATE_PATH = '/wap/api/user_center/beauty_profile/update';

/**
 * The beauty profile through the real route table on the stateful mock backend: the demo
 * shopper's skin type (the profile's), a new member's empty profile, a save (sent once however
 * often Save is pressed) that stays after a reload and puts the favourite categories first among
 * the home page's recommendations, a refused save, failed loads with a retry, a guest sent to sign in.
 */
const meta = {
  title: 'Pages/Profile/BeautyProfilePage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};
const updates = () => sent.filter((request) => request.url.pathname === UPDATE_PATH).map((request) => new URLSearchParams(request.body));
const pressed = (button: HTMLElement) => expect(button).toHaveAttribute('aria-pressed', 'true');
const ready = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('group', { name }, { timeout: 5000 });

/** The demo shopper in Thai: her skin type comes from her profile; the shop's categories to choose from. */
export const PageShopper: Story = {
  name: 'Page Shopper (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH', login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, 'ปัญหาผิว');
    await expect(canvas.getByRole('radio', { name: /ผิวผสม/ })).toBeChecked();
    await expect(canvas.queryByText(/คุณยังไม่ได้ตั้งค่าโปรไฟล์ความงาม/)).toBeNull();
    const skincare = canvas.getByRole('group', { name: 'ดูแลผิวหน้า' });
    await expect(within(skincare).getAllByRole('button').map((button) => button.textContent)).toEqual(['ดูแลผิวหน้าทั้งหมด', 'เซรั่ม', 'กันแดด']);
  },
};

/** A new member: nothing saved yet, a note invites them. */
export const PageNewMember: Story = {
  name: 'Page New Member (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  parameters: { shop: { seed: 'newShopper' } },
  globals: { locale: 'th_TH', login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, 'ปัญหาผิว');
    await expect(canvas.getByText(/คุณยังไม่ได้ตั้งค่าโปรไฟล์ความงาม/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /ผิวมัน/ })).not.toBeChecked();
  },
};

/**
 * In English: oily skin, two concerns, makeup and lipstick; Save pressed twice sends one update
 * (the lists comma-joined); after a reload the choices are still there, and the home page's
 * recommended products start with makeup.
 */
export const PageSavesAndRecommends: Story = {
  name: 'Page Saves And Recommends (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  // The home carousel must not move on its own before the screenshot.
  tags: ['reduced-motion'],
  render: (args) => <ReloadableRouteTable {...args} addresses={{ 'Open home': '/m' }} />,
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, 'Skin concerns');
    await userEvent.click(canvas.getByRole('radio', { name: /Oily/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Acne and breakouts' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Large pores' }));
    await userEvent.click(canvas.getByRole('button', { name: 'All Makeup' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Lipstick' }));
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Save beauty profile' }));
    await sawToast(canvasElement, 'Saved: your recommendations now follow your beauty profile');
    await expect(updates()).toHaveLength(1);
    await expect(Object.fromEntries(updates()[0]?.entries() ?? [])).toMatchObject({ skin_type: 'oily', concerns: 'acne,pores', category_ids: '2,21' });
    // Reload: the shop kept it.
    await userEvent.click(canvas.getByRole('button', { name: 'Reload page' }));
    const concerns = await ready(canvasElement, 'Skin concerns');
    await pressed(within(concerns).getByRole('button', { name: 'Large pores' }));
    await pressed(canvas.getByRole('button', { name: 'Lipstick' }));
    await expect(canvas.getByRole('radio', { name: /Oily/ })).toBeChecked();
    // Home: the recommendations start with the makeup (the lipstick, then the blush).
    await userEvent.click(canvas.getByRole('button', { name: 'Open home' }));
    await waitFor(() => expect(address(canvasElement).textContent).toBe('/m'), { timeout: 5000 });
    const recommended = await canvas.findByRole('region', { name: 'Recommended for you' }, { timeout: 5000 });
    const items = within(recommended).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Matte Lipstick, Damask Rose');
    await expect(items[1]).toHaveTextContent('Cream Blush, Mango Peach');
  },
};

/** Clearing every choice sends empty lists (the whole profile is saved). */
export const PageClearsChoices: Story = {
  name: 'Page Clears Choices (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, 'Skin concerns');
    await userEvent.click(canvas.getByRole('button', { name: 'Redness' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Redness' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save beauty profile' }));
    await sawToast(canvasElement, 'Saved: your recommendations now follow your beauty profile');
    await expect(Object.fromEntries(updates()[0]?.entries() ?? [])).toMatchObject({ skin_type: 'combination', concerns: '', category_ids: '' });
  },
};

/** The backend refuses the save: its message, the choices kept. */
export const PageSaveRefused: Story = {
  name: 'Page Save Refused (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: userCenterHandlers({ updateBeautyProfile: scenario.errcode(1) }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, 'Skin concerns');
    await userEvent.click(canvas.getByRole('button', { name: 'Dark circles' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save beauty profile' }));
    const form = canvas.getByRole('form', { name: 'Beauty profile' });
    await expect(await within(form).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Sorry, that did not work (code 1).');
    await pressed(canvas.getByRole('button', { name: 'Dark circles' }));
  },
};

const malformedFirst = answersInTurn(getBeautyProfile.meta, userCenterMocks.getBeautyProfile, [scenario.malformed, scenario.ok]);

/** A malformed beauty profile answer: the page's error with a retry, which loads it. */
export const PageMalformedThenRetry: Story = {
  name: 'Page Malformed Then Retry (English, signed in)',
  tags: ['test-only', 'error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: [malformedFirst.handler, ...userCenterHandlers()] } } },
  beforeEach: () => malformedFirst.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your beauty profile could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await ready(canvasElement, 'Skin concerns');
    await expect(malformedFirst.calls()).toBe(2);
  },
};

/** The shop's categories cannot be loaded (a server error): the page's error, in Chinese. */
export const PageCategoriesFail: Story = {
  name: 'Page Categories Fail (Chinese, signed in)',
  tags: ['error-state'],
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  parameters: { msw: { handlers: { catalog: catalogHandlers({ getClassify: scenario.serverError }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '无法加载您的美妆档案' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /重试|再试/ })).toBeVisible();
  },
};

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestAtSignIn(PATH),
};
