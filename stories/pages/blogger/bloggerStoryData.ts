/** Story-only data and helpers of the blogger programme's stories (views and pages). */
import { expect, userEvent, within } from 'storybook/test';
import type { BloggerProgrammeFacts } from '../../../src/pages/blogger/Blogger/bloggerLoader';
import type { CashbackLine, CashbackWithdrawal } from '../../../src/pages/blogger/BloggerCashback/bloggerCashbackLoader';
import type { BloggerMessageItem } from '../../../src/pages/blogger/BloggerMessages/bloggerMessagesLoader';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';

export const PROGRAMME: BloggerProgrammeFacts = {
  minFollowers: 1000,
  cashbackRate: 5,
  announcement: { id: 'A-1', title: 'แคมเปญสงกรานต์: รับเงินคืน 8%', body: 'โพสต์รีวิวสินค้ากันแดดตั้งแต่วันนี้ถึง 15 เมษายน รับเงินคืน 8% จากทุกยอดขายผ่านลิงก์ของคุณ' },
};

export const MESSAGES: readonly BloggerMessageItem[] = [
  { id: 'A-1', kind: 'announcement', title: 'แคมเปญสงกรานต์: รับเงินคืน 8%', body: 'โพสต์รีวิวสินค้ากันแดดตั้งแต่วันนี้ถึง 15 เมษายน', at: '2025-03-13 18:05:00', unread: true },
  { id: 'R-1', kind: 'result', title: 'ใบสมัครของคุณได้รับการอนุมัติ', body: 'ยินดีต้อนรับสู่โครงการบล็อกเกอร์', at: '2025-03-07 09:15:00', unread: false },
  { id: 'S-1', kind: 'notice', title: 'เราได้รับใบสมัครของคุณแล้ว', body: 'ทีมงานจะตรวจสอบภายใน 7 วันทำการ', at: '2025-02-14 14:00:00', unread: false },
];

export const LINES: readonly CashbackLine[] = [
  { id: 'CB-3', post: 'รีวิวกันแดดเนื้อบางเบาสำหรับผิวมัน', product: 'กันแดด Lotus Dew SPF50+', amount: 500, at: '2025-03-13 18:05:00' },
  { id: 'CB-2', post: 'ลิปทินต์ 5 สีสำหรับหน้าร้อน', product: 'ลิปทินต์ Rosy Glow', amount: 450, at: '2025-03-07 09:15:00' },
  { id: 'CB-1', post: 'รูทีนบำรุงผิวก่อนนอน', product: 'เซรั่มวิตามินซี Clear Bright', amount: 300, at: '2025-02-14 14:00:00' },
];

export const WITHDRAWALS: readonly CashbackWithdrawal[] = [
  { id: 'W-2', amount: 200, status: 'pending', at: '2025-03-13 18:05:00' },
  { id: 'W-1', amount: 600, status: 'paid', at: '2025-02-14 14:00:00' },
];

/** A Thai text long enough to wrap over several lines on the narrowest phone. */
export const LONG_THAI =
  'รีวิวรูทีนบำรุงผิวหน้าแบบครบขั้นตอนสำหรับผิวผสมที่แพ้ง่ายในช่วงหน้าร้อนของประเทศไทยพร้อมเคล็ดลับการเลือกกันแดดที่ไม่อุดตันรูขุมขน';

/** A view's ErrorWithRetry story, in English: the error's heading, and Try again calls onRetry once. */
export function playErrorWithRetry(title = 'This page could not be loaded') {
  return async ({ canvasElement, args }: { canvasElement: HTMLElement; args: { onRetry: () => void } }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  };
}

/**
 * The requests a page story's page sends: call `record` as the story's beforeEach (it starts a new
 * list each story); `bodiesTo` gives the form fields of those sent to a path, in order.
 */
export function requestLog() {
  let sent: SentRequest[] = [];
  return {
    record: (context: object) => {
      sent = recordRequests(context);
    },
    bodiesTo: (path: string) => sent.filter((request) => request.url.pathname === path).map((request) => new URLSearchParams(request.body)),
  };
}

/** The route table harness's address line (the page the story is on). */
export { address } from '../../support/routeSteps';

/** A page story's PageGuest: a guest is sent to sign in, with the page at `path` as the way back (its button in the toolbar's language). */
export { playGuestAtSignIn as playGuestSentToSignIn } from '../../support/routeSteps';

/** Fills the form in English: two channels, two categories, the phone. */
export async function fillApplication(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const first = await canvas.findByRole('group', { name: 'Channel 1' }, { timeout: 5000 });
  await userEvent.selectOptions(within(first).getByRole('combobox', { name: /^Platform/ }), 'instagram');
  await userEvent.type(within(first).getByLabelText(/^Profile link\*?$/), 'https://www.instagram.com/mali.glow');
  await userEvent.type(within(first).getByLabelText(/^Followers\*?$/), '12400');
  await userEvent.click(canvas.getByRole('button', { name: 'Add another channel' }));
  const second = canvas.getByRole('group', { name: 'Channel 2' });
  await userEvent.selectOptions(within(second).getByRole('combobox', { name: /^Platform/ }), 'tiktok');
  await userEvent.type(within(second).getByLabelText(/^Profile link\*?$/), 'https://www.tiktok.com/@mali.glow');
  await userEvent.type(within(second).getByLabelText(/^Followers\*?$/), '3200');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Skincare' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Makeup' }));
  await userEvent.type(canvas.getByLabelText(/^Contact phone\*?$/), '0812345678');
}

