import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileView } from '../../../src/pages/profile/Profile/ProfileView';

/**
 * The shopper's profile, /m/myprofile.php (spec §2 route name myprofile): the photo (changed
 * through the storage upload), nickname, gender, birthday (picked and shown in the Buddhist era in
 * Thai, Gregorian in English and Chinese) and skin type, saved with one button; a link to the
 * beauty profile. Guests never see it: the loader sends them to sign in. Use it only as that route.
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
  parameters: { frame: 'none' },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_MEMBER = { nickname: 'user6789', gender: '', birthday: null, skinType: '' } as const;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'โปรไฟล์ของฉัน' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('กำลังโหลดโปรไฟล์ของคุณ…');
  },
};

export const ErrorWithRetry: Story = {
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
  args: { values: NEW_MEMBER, avatarSrc: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'user6789' })).toBeVisible();
    await expect(canvas.getByText('ยังไม่ได้ระบุ')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'เลือกวันเกิด' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'หญิง' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: /ผิวผสม/ })).not.toBeChecked();
  },
};

/** Filled in, in Thai: the birthday in the Buddhist era; typing, choosing and Save reach the container. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('20 พฤษภาคม 2540')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'หญิง' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /ผิวผสม/ })).toBeChecked();
    await userEvent.type(canvas.getByRole('textbox', { name: /^ชื่อเล่น/ }), '!');
    await expect(args.onChange).toHaveBeenLastCalledWith('nickname', 'ploy.siriwan!');
    await userEvent.click(canvas.getByRole('radio', { name: /ผิวแพ้ง่าย/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('skinType', 'sensitive');
    await userEvent.click(canvas.getByRole('radio', { name: 'ชาย' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('gender', 'male');
    await userEvent.click(canvas.getByRole('link', { name: /โปรไฟล์ความงาม/ }));
    await expect(args.onOpen).toHaveBeenCalledWith('/m/beauty_profile', expect.anything());
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึกโปรไฟล์' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/**
 * The birthday picker open in Thai: years offered in the Buddhist era (2540 is 1997), the calendar
 * headed in it too; another year and a day are chosen (kept until Done).
 */
export const BirthdayPickerThai: Story = {
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
  globals: { locale: 'zh_CN' },
  args: { values: { ...NEW_MEMBER, nickname: '' }, nicknameError: '必填项不能为空' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /^昵称/ })).toHaveAccessibleDescription(/必填项不能为空/);
  },
};

/** A long Thai nickname and the backend's refusal in Thai, while the next save is under way, on the narrowest phone. */
export const LongThai: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
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

export const English: Story = {
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

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '我的资料' })).toBeVisible();
    await expect(canvas.getByText('1997年5月20日')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '保存资料' })).toBeVisible();
  },
};
