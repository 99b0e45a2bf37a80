import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NpsView } from '../../../src/pages/help/Nps/NpsView';

const LONG_THAI_COMMENT =
  'ชอบที่มีสินค้าแบรนด์ไทยให้เลือกเยอะ ราคาดีและจัดส่งเร็วมาก แต่อยากให้มีรีวิวจากผู้ใช้ที่มีสภาพผิวคล้ายกันมากขึ้น และอยากให้แอปจำตัวเลือกขนาดสินค้าที่เคยซื้อไว้ จะได้สั่งซ้ำได้สะดวกขึ้นค่ะ';

/**
 * The NPS survey, /m/account/nps (spec §2 route name account-nps): how likely the shopper is to
 * recommend the shop, 0 to 10 (one radio group: Tab enters it, the arrow keys move the choice; the
 * ends are named "0 not likely" and "10 very likely"), and why (optional); sent once, then a
 * thank-you. A shopper who answered before sees the thank-you at once. Needs login.
 */
const meta = {
  title: 'Pages/Help/NpsView',
  component: NpsView,
  globals: { login: 'loggedIn' },
  args: {
    status: 'ready',
    score: null,
    onScore: fn(),
    comment: '',
    onComment: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    onDone: fn(),
  },
  parameters: { frame: 'none' },
  // The score and comment are the page's state: choosing and typing show here as on the page.
  render: function Render(args) {
    const [score, setScore] = useState(args.score);
    const [comment, setComment] = useState(args.comment);
    return (
      <NpsView
        {...args}
        score={score}
        onScore={(value) => {
          setScore(value);
          args.onScore(value);
        }}
        comment={comment}
        onComment={(value) => {
          setComment(value);
          args.onComment(value);
        }}
      />
    );
  },
} satisfies Meta<typeof NpsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('กำลังโหลดแบบสอบถาม…');
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'The survey could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** In Thai, by keyboard only: Tab into the scale, arrows to 2, Tab to the comment, Enter sends. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const scale = canvas.getByRole('radiogroup', { name: 'คุณมีแนวโน้มจะแนะนำร้านของเราให้เพื่อนมากน้อยเพียงใด' });
    await expect(within(scale).getAllByRole('radio')).toHaveLength(11);
    await expect(within(scale).getByRole('radio', { name: '0 ไม่แนะนำ' })).toBeInTheDocument();
    await expect(within(scale).getByRole('radio', { name: '10 แนะนำอย่างยิ่ง' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(within(scale).getByRole('radio', { name: '0 ไม่แนะนำ' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(within(scale).getByRole('radio', { name: '2' })).toBeChecked();
    await expect(args.onScore).toHaveBeenLastCalledWith(2);
    await userEvent.tab();
    await userEvent.keyboard('ส่งช้า');
    await expect(args.onComment).toHaveBeenLastCalledWith('ส่งช้า');
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Sent without a score: what to do, on the scale. */
export const ScoreRequired: Story = {
  globals: { locale: 'en_US' },
  args: { scoreError: 'Choose a score from 0 to 10.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'How likely are you to recommend our shop to a friend?' })).toHaveAccessibleDescription(/Choose a score from 0 to 10\./);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a score from 0 to 10.');
  },
};

/** The backend refused the answer: its message. */
export const Refused: Story = {
  globals: { locale: 'en_US' },
  args: { score: 8, failure: 'You have already answered this survey. Thank you.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '8' })).toBeChecked();
    await expect(canvas.getByRole('alert')).toHaveTextContent('You have already answered this survey. Thank you.');
  },
};

/** Just sent: the thank-you takes the focus, with the score given; Back goes to the help centre. */
export const Thanks: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'thanks', thanks: { already: false, score: 9, answeredAt: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Thank you for your answer' })).toHaveFocus();
    await expect(canvas.getByText('Your score: 9 out of 10')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to help centre' }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

/** Answered on an earlier visit: the thank-you with the date, the focus left alone. */
export const AlreadyAnswered: Story = {
  args: { status: 'thanks', thanks: { already: true, score: 10, answeredAt: '2025-03-02 19:40:00' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('คุณตอบแบบสอบถามนี้แล้วเมื่อ 2 มี.ค. 2568 ขอบคุณค่ะ')).toBeVisible();
    await expect(canvas.getByText('คะแนนของคุณ: 10 จาก 10')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'ขอบคุณสำหรับคำตอบ' })).not.toHaveFocus();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

export const LongThai: Story = {
  args: { score: 7, comment: LONG_THAI_COMMENT },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /เหตุผลหลักที่ให้คะแนนนี้/ })).toHaveValue(LONG_THAI_COMMENT);
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { score: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rate our shop' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '10 very likely' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Send my answer' })).toBeEnabled();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '为我们的商店评分' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '0 不可能' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: '10 非常可能' })).toBeInTheDocument();
  },
};
