import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatDate } from '../../../src/format';
import { NpsView } from '../../../src/pages/help/Nps/NpsView';
import { storyLocale, storyText } from '../../support/storyText';

const LONG_THAI_COMMENT =
  'ชอบที่มีสินค้าแบรนด์ไทยให้เลือกเยอะ ราคาดีและจัดส่งเร็วมาก แต่อยากให้มีรีวิวจากผู้ใช้ที่มีสภาพผิวคล้ายกันมากขึ้น และอยากให้แอปจำตัวเลือกขนาดสินค้าที่เคยซื้อไว้ จะได้สั่งซ้ำได้สะดวกขึ้นค่ะ';

/**
 * **Rate our shop: where a signed-in shopper says how likely they are to recommend the shop to a
 * friend.**
 *
 * The shopper picks a score from 0 (not likely) to 10 (very likely), by tap or with the keyboard's
 * arrow keys, may say why, and sends it once; a thank-you with their score leads back to the help
 * centre. A shopper who already answered sees the thank-you with the date at once. A shopper who
 * has not logged in never sees this page: they are asked to log in first and come back here after.
 *
 * They see the loading state while the survey is on its way, the error state with Try again when it
 * could not be loaded, a message on the scale when they send without a score, and the shop's
 * message when it refused the answer.
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
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
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

/** While the survey is on its way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading' },
  play: async ({ canvasElement, ...context }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyText(context)('help:nps.loading'));
  },
};

/** The survey could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'The survey could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** With the keyboard only: into the scale, the arrows to 2, on to the reason (in Thai), Enter sends. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    const scale = canvas.getByRole('radiogroup', { name: text('help:nps.question') });
    const lowest = text('help:nps.scoreLow', { score: 0 });
    await expect(within(scale).getAllByRole('radio')).toHaveLength(11);
    await expect(within(scale).getByRole('radio', { name: lowest })).toBeInTheDocument();
    await expect(within(scale).getByRole('radio', { name: text('help:nps.scoreHigh', { score: 10 }) })).toBeInTheDocument();
    await userEvent.tab();
    await expect(within(scale).getByRole('radio', { name: lowest })).toHaveFocus();
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

/** Sent without a score: the scale says what to do. */
export const ScoreRequired: Story = {
  name: 'Score Required (English, signed in)',
  globals: { locale: 'en_US' },
  args: { scoreError: 'Choose a score from 0 to 10.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'How likely are you to recommend our shop to a friend?' })).toHaveAccessibleDescription(/Choose a score from 0 to 10\./);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a score from 0 to 10.');
  },
};

/** The shop refused the answer: its message. */
export const Refused: Story = {
  name: 'Refused (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { score: 8, failure: 'You have already answered this survey. Thank you.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '8' })).toBeChecked();
    await expect(canvas.getByRole('alert')).toHaveTextContent('You have already answered this survey. Thank you.');
  },
};

/** Just sent: the thank-you with the score given, and Back to help centre. */
export const Thanks: Story = {
  name: 'Thanks (English, signed in)',
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

/** Answered on an earlier visit: the thank-you with the date. */
export const AlreadyAnswered: Story = {
  name: 'Already Answered (signed in)',
  args: { status: 'thanks', thanks: { already: true, score: 10, answeredAt: '2025-03-02 19:40:00' } },
  play: async ({ canvasElement, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    const answeredOn = formatDate('2025-03-02 19:40:00', storyLocale(context.globals));
    await expect(canvas.getByText(text('help:nps.thanks.already', { date: answeredOn }))).toBeVisible();
    await expect(canvas.getByText(text('help:nps.thanks.score', { score: 10 }))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: text('help:nps.thanks.title') })).not.toHaveFocus();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

/** A long Thai reason wraps without hiding the button. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH' },
  args: { score: 7, comment: LONG_THAI_COMMENT },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /เหตุผลหลักที่ให้คะแนนนี้/ })).toHaveValue(LONG_THAI_COMMENT);
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { score: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rate our shop' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '10 very likely' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Send my answer' })).toBeEnabled();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '为我们的商店评分' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '0 不可能' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: '10 非常可能' })).toBeInTheDocument();
  },
};
