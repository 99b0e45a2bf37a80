import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { userCenterHandlers } from '../../../mocks/handlers';
import { placeholderSvg } from '../../../mocks/handlers/assets';
import { userCenterMocks } from '../../../mocks/handlers/userCenter';
import { scenario } from '../../../mocks/scenarios';
import { getProfile } from '../../../src/api/endpoints/userCenter';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { sawToast } from '../../support/sawToast';
import { BUCKET, pictureFile } from './profileStoryData';
import { address, playGuestAtSignIn } from '../../support/routeSteps';

const PATH = '/m/myprofile.php';
const UPDATE_PATH = '/wap/api/user_center/profile/update';
const TOKEN_PATH = '/booking/f/wap/oss/token';
const RECORD_PATH = '/booking/f/wap/oss/record';

/** The bucket takes every put and serves what it holds as a picture. */
const bucketOk = [
  http.put(BUCKET, () => new HttpResponse(null, { status: 200 })),
  http.get(BUCKET, () => new HttpResponse(placeholderSvg('uploaded-avatar'), { headers: { 'content-type': 'image/svg+xml' } })),
];

/**
 * My profile through the real route table on the stateful mock backend: the demo shopper's
 * profile, a save of every field (sent once however often Save is pressed, the Thai birthday
 * picked in the Buddhist era and sent in the Gregorian calendar), the photo through the storage
 * upload (token, put, record, then the profile), an expired token refreshed, a failed upload with
 * its message and a retry, a refused save, a malformed answer, a guest sent to sign in.
 */
const meta = {
  title: 'Pages/Profile/ProfilePage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' }, msw: { handlers: { bucket: bucketOk } } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};
const to = (path: string) => sent.filter((request) => request.url.pathname === path);
const formsTo = (path: string) => to(path).map((request) => new URLSearchParams(request.body));
const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};
const ready = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).findByRole('textbox', { name }, { timeout: 5000 });

/** The demo shopper in Thai: her nickname, gender, birthday in the Buddhist era and skin type. */
export const PageShopper: Story = {
  name: 'Page Shopper (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH', login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await ready(canvasElement, /^ชื่อเล่น/)).toHaveValue('ploy.siriwan');
    await expect(canvas.getByRole('radio', { name: 'หญิง' })).toBeChecked();
    await expect(canvas.getByText('12 สิงหาคม 2538')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /ผิวผสม/ })).toBeChecked();
  },
};

/**
 * Every field changed in English and Save pressed twice: one update with the nickname, gender,
 * birthday (Gregorian) and skin type; the toast; the answer's values stay on the form.
 */
export const PageSaves: Story = {
  name: 'Page Saves (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nickname = await ready(canvasElement, /^Nickname/);
    await userEvent.clear(nickname);
    await userEvent.type(nickname, '  Ploy S.  ');
    await userEvent.click(canvas.getByRole('radio', { name: 'Other' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Change birthday' }));
    const sheet = await canvas.findByRole('dialog', { name: 'Your birthday' });
    await userEvent.selectOptions(within(sheet).getByRole('combobox', { name: 'Year' }), '1997');
    await userEvent.selectOptions(within(sheet).getByRole('combobox', { name: 'Month' }), 'May');
    await userEvent.click(within(sheet).getByRole('button', { name: /^Tuesday, May 20, 1997/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Done' }));
    await userEvent.click(canvas.getByRole('radio', { name: /Sensitive/ }));
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Save profile' }));
    await sawToast(canvasElement, 'Your profile has been saved');
    const updates = formsTo(UPDATE_PATH);
    await expect(updates).toHaveLength(1);
    await expect(Object.fromEntries(['username', 'gender', 'birthday', 'skin_type'].map((key) => [key, updates[0]?.get(key)]))).toEqual({
      username: 'Ploy S.',
      gender: 'other',
      birthday: '1997-05-20',
      skin_type: 'sensitive',
    });
    await expect(nickname).toHaveValue('Ploy S.');
    await expect(canvas.getByText('May 20, 1997')).toBeVisible();
  },
};

/** In Thai: the year picked as 2540 (Buddhist era) is sent as 1997. */
export const PageBirthdayBuddhistEra: Story = {
  name: 'Page Birthday Buddhist Era (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, /^ชื่อเล่น/);
    await userEvent.click(canvas.getByRole('button', { name: 'เปลี่ยนวันเกิด' }));
    const sheet = await canvas.findByRole('dialog', { name: 'วันเกิดของคุณ' });
    await expect(within(sheet).getByText('สิงหาคม 2538')).toBeVisible();
    await userEvent.selectOptions(within(sheet).getByRole('combobox', { name: 'ปี (พ.ศ.)' }), '2540');
    await expect(within(sheet).getByText('สิงหาคม 2540')).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: 'เสร็จสิ้น' }));
    await expect(canvas.getByText('12 สิงหาคม 2540')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึกโปรไฟล์' }));
    await sawToast(canvasElement, 'บันทึกโปรไฟล์ของคุณแล้ว');
    await expect(formsTo(UPDATE_PATH)[0]?.get('birthday')).toBe('1997-08-12');
  },
};

/**
 * A new photo: the token (kind avatar), the put to the bucket, the record of its path, then the
 * profile saved with the photo's address; a toast, and the photo shown.
 */
export const PageChangesPhoto: Story = {
  name: 'Page Changes Photo (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, /^Nickname/);
    await userEvent.upload(fileInput(canvasElement), pictureFile('me.svg'));
    await sawToast(canvasElement, 'Your profile photo has been changed');
    await expect(to(TOKEN_PATH).map((request) => request.url.searchParams.get('biz_type'))).toEqual(['avatar']);
    const recorded = to(RECORD_PATH).map((request) => JSON.parse(request.body) as { path: string; biz_type: string });
    await expect(recorded).toHaveLength(1);
    await expect(recorded[0]?.path).toMatch(/^avatar\/2025\/03\/[\w-]+\.svg$/);
    await expect(recorded[0]?.biz_type).toBe('avatar');
    const updates = formsTo(UPDATE_PATH);
    await expect(updates.map((form) => form.get('avatar'))).toEqual([`https://beauty-shop-upload.oss-ap-southeast-7.aliyuncs.com/${recorded[0]?.path ?? ''}`]);
    // Only the photo: the form's other fields are saved by Save.
    await expect(updates[0]?.has('username')).toBe(false);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'ploy.siriwan' })).toHaveAttribute('src', updates[0]?.get('avatar')));
  },
};

/** The bucket says the token expired: a new token, the put again, and the photo is changed. */
export const PagePhotoTokenExpired: Story = {
  name: 'Page Photo Token Expired (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: {
    msw: {
      handlers: {
        bucket: (() => {
          let puts = 0;
          return [
            http.put(BUCKET, () => {
              puts += 1;
              return puts === 1
                ? new HttpResponse('<Error><Code>SecurityTokenExpired</Code></Error>', { status: 403 })
                : new HttpResponse(null, { status: 200 });
            }),
            ...bucketOk.slice(1),
          ];
        })(),
      },
    },
  },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    await ready(canvasElement, /^Nickname/);
    await userEvent.upload(fileInput(canvasElement), pictureFile('me.svg'));
    await sawToast(canvasElement, 'Your profile photo has been changed');
    await expect(to(TOKEN_PATH)).toHaveLength(2);
    await expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(2);
    await expect(to(RECORD_PATH)).toHaveLength(1);
  },
};

/**
 * The bucket refuses the file (spec §8 upload failure: code 500 with a message): the reason and
 * Try again; the second try goes through and the photo is changed.
 */
export const PagePhotoUploadFails: Story = {
  name: 'Page Photo Upload Fails (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: {
    msw: {
      handlers: {
        bucket: (() => {
          let puts = 0;
          return [
            http.put(BUCKET, () => {
              puts += 1;
              return new HttpResponse(null, { status: puts === 1 ? 500 : 200 });
            }),
            ...bucketOk.slice(1),
          ];
        })(),
      },
    },
  },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, /^Nickname/);
    await userEvent.upload(fileInput(canvasElement), pictureFile('me.svg'));
    await expect(await canvas.findByText('Your photo could not be changed', {}, { timeout: 5000 })).toBeVisible();
    const alert = canvas.getByText('Reason: Upload failed (500)').closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('the failure is not an alert');
    await expect(to(UPDATE_PATH)).toHaveLength(0);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await sawToast(canvasElement, 'Your profile photo has been changed');
    await expect(to(UPDATE_PATH)).toHaveLength(1);
  },
};

/** A file that is not a picture: a toast says so, nothing is uploaded. */
export const PageNotAPicture: Story = {
  name: 'Page Not A Picture (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    await ready(canvasElement, /^Nickname/);
    await userEvent.upload(fileInput(canvasElement), new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }), { applyAccept: false });
    await sawToast(canvasElement, 'Choose a picture (JPG, PNG or WebP).');
    await expect(to(TOKEN_PATH)).toHaveLength(0);
  },
};

/** An empty nickname (spec §5 required, in Chinese): nothing sent. */
export const PageNicknameRequired: Story = {
  name: 'Page Nickname Required (Chinese, signed in)',
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await ready(canvasElement, /^昵称/));
    await userEvent.click(canvas.getByRole('button', { name: '保存资料' }));
    await expect(canvas.getByRole('textbox', { name: /^昵称/ })).toHaveAccessibleDescription(/必填项不能为空/);
    await expect(to(UPDATE_PATH)).toHaveLength(0);
  },
};

/** The backend refuses the save: its message on the form, the values kept. */
export const PageSaveRefused: Story = {
  name: 'Page Save Refused (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: userCenterHandlers({ updateProfile: scenario.errcode(1) }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nickname = await ready(canvasElement, /^Nickname/);
    await userEvent.type(nickname, '!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    const form = canvas.getByRole('form', { name: 'My profile' });
    await expect(await within(form).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Sorry, that did not work (code 1).');
    await expect(nickname).toHaveValue('ploy.siriwan!');
  },
};

const malformedFirst = answersInTurn(getProfile.meta, userCenterMocks.getProfile, [scenario.malformed, scenario.ok]);

/** A malformed profile answer: the page's error with a retry, which loads the profile. */
export const PageMalformedThenRetry: Story = {
  name: 'Page Malformed Then Retry (English, signed in)',
  tags: ['test-only', 'error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: [malformedFirst.handler, ...userCenterHandlers()] } } },
  beforeEach: () => malformedFirst.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your profile could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await ready(canvasElement, /^Nickname/)).toHaveValue('ploy.siriwan');
    await expect(malformedFirst.calls()).toBe(2);
  },
};

/** The beauty profile link routes in-app. */
export const PageOpensBeautyProfile: Story = {
  name: 'Page Opens Beauty Profile (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement, /^Nickname/);
    await userEvent.click(canvas.getByRole('link', { name: /Beauty profile/ }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/beauty_profile'), { timeout: 5000 });
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Beauty profile' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestAtSignIn(PATH),
};
