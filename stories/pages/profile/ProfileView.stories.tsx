import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatBirthday } from '../../../src/pages/profile/Profile/birthday';
import { ProfileView } from '../../../src/pages/profile/Profile/ProfileView';
import { storyLocale, storyText } from '../../support/storyText';

/**
 * **My profile: how a signed-in shopper tells the shop who they are.**
 *
 * Their photo, nickname, gender, birthday and skin type, saved with one button, and a link to
 * their beauty profile. The birthday is picked and shown in the Buddhist calendar in Thai and in
 * the Western calendar in English and Chinese. A new photo uploads as soon as it is chosen (the
 * shopper sees it uploading, or a message if it failed); Save asks for a nickname if it is empty.
 * A shopper who has not logged in never sees this page: they are asked to log in first.
 *
 * They see the loading state while the profile is on its way, and the error state with Try again
 * when it could not be loaded.
 */
const meta = {
  title: 'Pages/Profile/ProfileView',
  component: ProfileView,
  globals: { login: 'loggedIn' },
  args: {
    status: 'ready',
    values: { nickname: 'ploy.siriwan', gender: 'female', birthday: '1997-05-20', skinType: 'combination' },
    today: '2025-03-14',
    avatarSrc: '/static/mock/avatar-0.webp',
    onChange: fn(),
    onPickAvatar: fn(),
    onRetryAvatar: fn(),
    onSubmit: fn(),
    onOpen: fn((_href: string, event: { preventDefault: () => void }) => event.preventDefault()),
    onRetry: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_MEMBER = { nickname: 'user6789', gender: '', birthday: null, skinType: '' } as const;

/** While the profile is on its way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading' },
  play: async ({ canvasElement, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    await expect(canvas.getByRole('heading', { level: 1, name: text('profile:profile.title') })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(text('profile:profile.loading'));
  },
};

/** The profile could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your profile could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A new member: no photo (the initials), nothing chosen, no birthday yet. */
export const Empty: Story = {
  name: 'Empty (signed in)',
  args: { values: NEW_MEMBER, avatarSrc: null },
  play: async ({ canvasElement, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    await expect(canvas.getByRole('img', { name: 'user6789' })).toBeVisible();
    await expect(canvas.getByText(text('profile:birthday.none'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('profile:birthday.choose') })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: text('profile:profile.gender.options.female') })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: new RegExp(`^${text('profile:skinType.options.combination')}`) })).not.toBeChecked();
  },
};

/** Filled in: the birthday as the language writes it (the Buddhist era in Thai); typing, choosing and Save reach the container. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    await expect(canvas.getByText(formatBirthday('1997-05-20', storyLocale(context.globals)))).toBeVisible();
    await expect(canvas.getByRole('radio', { name: text('profile:profile.gender.options.female') })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: new RegExp(`^${text('profile:skinType.options.combination')}`) })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${text('profile:profile.nickname.label')}`) }), '!');
    await expect(args.onChange).toHaveBeenLastCalledWith('nickname', 'ploy.siriwan!');
    await userEvent.click(canvas.getByRole('radio', { name: new RegExp(`^${text('profile:skinType.options.sensitive')}`) }));
    await expect(args.onChange).toHaveBeenLastCalledWith('skinType', 'sensitive');
    await userEvent.click(canvas.getByRole('radio', { name: text('profile:profile.gender.options.male') }));
    await expect(args.onChange).toHaveBeenLastCalledWith('gender', 'male');
    await userEvent.click(canvas.getByRole('link', { name: new RegExp(text('profile:profile.beautyLink')) }));
    await expect(args.onOpen).toHaveBeenCalledWith('/m/beauty_profile', expect.anything());
    await userEvent.click(canvas.getByRole('button', { name: text('profile:profile.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/**
 * The birthday picker open in Thai: years offered in the Buddhist era (2540 is 1997), the calendar
 * headed in it too; another year and a day are chosen (kept until Done).
 */
export const BirthdayPickerThai: Story = {
  name: 'Birthday Picker Thai (signed in)',
  // Its point is the Buddhist era of the Thai picker: the story sets Thai itself.
  globals: { locale: 'th_TH' },
  args: { birthdayPickerOpen: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sheet = await canvas.findByRole('dialog', { name: 'วันเกิดของคุณ' });
    const year = within(sheet).getByRole('combobox', { name: 'ปี (พ.ศ.)' });
    await expect(year).toHaveDisplayValue('2540');
    await expect(within(sheet).getByRole('combobox', { name: 'เดือน' })).toHaveDisplayValue('พฤษภาคม');
    await expect(within(sheet).getByText('พฤษภาคม 2540')).toBeVisible();
    await userEvent.selectOptions(year, '2541');
    await expect(within(sheet).getByText('พฤษภาคม 2541')).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: /^วันพุธที่ 27 พฤษภาคม พ.ศ. 2541/ }));
    await expect(within(sheet).getByText('ที่เลือก: 27 พฤษภาคม 2541')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** In English (Gregorian years): Change birthday, a year, a month and a day, Done; then Remove birthday clears it. */
export const BirthdayPickerDone: Story = {
  name: 'Birthday Picker Done (English, signed in)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change birthday' }));
    const sheet = await canvas.findByRole('dialog', { name: 'Your birthday' });
    await expect(within(sheet).getByRole('combobox', { name: 'Year' })).toHaveDisplayValue('1997');
    await userEvent.selectOptions(within(sheet).getByRole('combobox', { name: 'Year' }), '1998');
    await userEvent.selectOptions(within(sheet).getByRole('combobox', { name: 'Month' }), 'June');
    await expect(within(sheet).getByText('June 1998')).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: /^Monday, June 1, 1998/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Done' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('birthday', '1998-06-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Change birthday' }));
    await userEvent.click(within(await canvas.findByRole('dialog', { name: 'Your birthday' })).getByRole('button', { name: 'Remove birthday' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('birthday', null);
  },
};

/** The photo going up: the chosen picture, the progress; the button waits. */
export const AvatarUploading: Story = {
  name: 'Avatar Uploading (English, signed in)',
  globals: { locale: 'en_US' },
  args: { avatarStatus: { kind: 'uploading', progress: 45 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Uploading your photo… 45%')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Photo upload progress' })).toHaveAttribute('value', '45');
  },
};

/** The upload failed (spec §8 code 500 with its message): the reason and a retry. */
export const AvatarFailed: Story = {
  name: 'Avatar Failed (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { avatarStatus: { kind: 'failed', message: 'Upload failed (500)' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Your photo could not be changed');
    await expect(alert).toHaveTextContent('Reason: Upload failed (500)');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryAvatar).toHaveBeenCalledTimes(1);
  },
};

/** Save found the nickname empty (the spec §5 message in Chinese). */
export const NicknameRequired: Story = {
  name: 'Nickname Required (Chinese, signed in)',
  globals: { locale: 'zh_CN' },
  args: { values: { ...NEW_MEMBER, nickname: '' }, nicknameError: '必填项不能为空' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /^昵称/ })).toHaveAccessibleDescription(/必填项不能为空/);
  },
};

/** A long Thai nickname and the backend's refusal in Thai, while the next save is under way, on the narrowest phone. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: {
    values: { nickname: 'กานต์ธิดา ศรีสุวรรณวงศ์ใจดี', gender: 'other', birthday: '1990-12-31', skinType: 'sensitive' },
    avatarStatus: { kind: 'failed', message: 'ระบบจัดเก็บไฟล์ไม่ตอบสนอง กรุณาลองใหม่อีกครั้งในภายหลัง' },
    failure: 'ขออภัย ไม่สามารถบันทึกโปรไฟล์ได้ในขณะนี้ กรุณาตรวจสอบข้อมูลแล้วลองใหม่อีกครั้ง',
    submitting: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('31 ธันวาคม 2533')).toBeVisible();
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};

/** In English: the birthday in the Western calendar. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'My profile' })).toBeVisible();
    await expect(canvas.getByText('May 20, 1997')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change birthday' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change photo' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Skin type' })).toBeVisible();
  },
};

/** In Simplified Chinese: the birthday in the Western calendar. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '我的资料' })).toBeVisible();
    await expect(canvas.getByText('1997年5月20日')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '保存资料' })).toBeVisible();
  },
};
