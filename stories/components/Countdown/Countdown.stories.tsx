import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Countdown } from '../../../src/components/Countdown';
import { storyText } from '../../support/storyText';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

/**
 * Time left until a flash sale, draw or campaign ends: "2 days 03:04:05". A pure view of
 * `remainingMs`; feed it from `useCountdown(endsAt, clock)` (which ticks every second and stops at
 * zero). Screen readers read it on demand (role timer) and hear "Ended" once. Do not use it for
 * dates far ahead; show the date with formatDate instead.
 */
const meta = {
  title: 'Components/Countdown',
  component: Countdown,
  args: { remainingMs: 2 * DAY + 3 * HOUR + 4 * 60 * SECOND + 5 * SECOND },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'inverse'] } },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDays: Story = {
  name: 'With Days (English)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer', { name: 'Ends in' });
    await expect(timer).toHaveTextContent('2 days');
    await expect(timer).toHaveTextContent('03:04:05');
    await expect(timer).toHaveTextContent('2 days 3 hours 4 minutes 5 seconds');
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const UnderADayThai: Story = {
  globals: { locale: 'th_TH' },
  args: { remainingMs: 59 * 60 * SECOND + 9 * SECOND },
  play: async ({ canvasElement, globals }) => {
    const text = storyText({ globals });
    const timer = within(canvasElement).getByRole('timer', { name: text('commerce:countdown.endsIn') });
    await expect(timer).toHaveTextContent('00:59:09');
    // No day part: the word for "day" ('วัน', 'day', '天') is not shown.
    await expect(timer).not.toHaveTextContent(text('commerce:countdown.day', { count: 1 }).replace('1', '').trim());
  },
};

export const OneDayChinese: Story = {
  args: { remainingMs: DAY + SECOND },
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer', { name: '距结束' })).toHaveTextContent('1天');
  },
};

export const CustomLabel: Story = {
  name: 'Custom Label (English)',
  args: { label: 'Flash sale ends in', remainingMs: 5 * HOUR },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer', { name: 'Flash sale ends in' })).toHaveTextContent('05:00:00');
  },
};

export const Inverse: Story = {
  args: { tone: 'inverse', label: 'ดีลสุดพิเศษประจำวันนี้จะสิ้นสุดในอีก' },
  render: (args) => (
    <div style={{ background: '#c81e57', padding: 12 }}>
      <Countdown {...args} />
    </div>
  ),
};

export const Ended: Story = {
  name: 'Ended (English)',
  args: { remainingMs: 0 },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Ended');
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

export const EndedThai: Story = {
  globals: { locale: 'th_TH' },
  args: { remainingMs: -5000 },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyText({ globals })('commerce:countdown.ended'));
  },
};
