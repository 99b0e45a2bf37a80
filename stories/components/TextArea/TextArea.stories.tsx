import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea, type TextAreaProps } from '../../../src/components/TextArea';
import { storyText } from '../../support/storyText';

/**
 * Multi-line text: review text, order remarks, refund reasons, feedback. It has TextField's label,
 * hint, rules and error, plus an optional character limit counted the way shoppers see characters
 * ('กี่' and an emoji count as one) with a live counter, and optional auto-grow. Use TextField for
 * a single line.
 */
const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Review', value: '', onChange: fn(), onValidate: fn() },
  render: function Render(args: TextAreaProps) {
    const [value, setValue] = useState(args.value);
    return (
      <TextArea
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: {
    label: 'รีวิวสินค้า',
    placeholder: 'เล่าประสบการณ์การใช้สินค้าของคุณ',
    hint: 'รีวิวที่มีรูปภาพจะได้รับคะแนนสะสมเพิ่ม',
    maxLength: 200,
  },
};

export const CounterCountsThaiGraphemes: Story = {
  args: { label: 'รีวิวสินค้า', maxLength: 10 },
  play: async ({ canvasElement, args, globals }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'รีวิวสินค้า' });
    // 'ดีที่สุด' is 8 code points but 4 characters as read (ดี ที่ สุ ด).
    await userEvent.type(box, 'ดีที่สุด');
    await expect(within(canvasElement).getByText('4/10')).toBeVisible();
    await expect(box).toHaveAccessibleDescription(storyText({ globals })('inputs:textArea.counterSpoken', { count: 4, max: 10 }));
    await expect(args.onChange).toHaveBeenLastCalledWith('ดีที่สุด');
  },
};

export const PasteIsCutAtTheLimit: Story = {
  name: 'Paste Is Cut At The Limit (English)',
  globals: { locale: 'en_US' },
  args: { label: 'Order remark', maxLength: 12 },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Order remark' });
    await userEvent.click(box);
    await userEvent.paste('Gift wrap please 🎁👨‍👩‍👧 thanks');
    await expect(box).toHaveValue('Gift wrap pl');
    await expect(args.onChange).toHaveBeenLastCalledWith('Gift wrap pl');
    await expect(within(canvasElement).getByText('12/12')).toBeVisible();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'You have reached the limit of 12 characters',
    );
  },
};

export const EmojiCountsAsOne: Story = {
  name: 'Emoji Counts As One (Chinese)',
  globals: { locale: 'zh_CN' },
  args: { label: '留言', maxLength: 5, value: '好用' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: '留言' });
    await userEvent.click(box);
    await userEvent.paste('👨‍👩‍👧‍👦💄推荐');
    await expect(box).toHaveValue('好用👨‍👩‍👧‍👦💄推');
    await expect(within(canvasElement).getByText('5/5')).toBeVisible();
  },
};

export const RequiredErrorEnglish: Story = {
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { label: 'Reason for refund', rules: ['required', 'min6'], maxLength: 300 },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox', { name: /Reason for refund/ });
    await userEvent.click(box);
    await userEvent.tab();
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This field is required');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(box, 'Broken');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(args.onValidate).toHaveBeenLastCalledWith(null);
  },
};

export const AutoGrow: Story = {
  args: { label: 'ความคิดเห็น', autoGrow: true, rows: 2 },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'ความคิดเห็น' });
    const before = box.getBoundingClientRect().height;
    await userEvent.type(box, 'บรรทัดแรก{enter}บรรทัดที่สอง{enter}บรรทัดที่สาม{enter}บรรทัดที่สี่');
    await expect(box.getBoundingClientRect().height).toBeGreaterThan(before);
    await expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
  },
};

export const ServerErrorChinese: Story = {
  tags: ['error-state'],
  globals: { locale: 'zh_CN' },
  args: {
    label: '评价内容',
    value: '这款粉底液非常适合油性皮肤，持妆一整天都不脱妆，颜色也很自然，会回购！',
    error: '评价内容包含不允许的字词，请修改后再提交',
    maxLength: 100,
  },
};

export const LongThai: Story = {
  globals: { locale: 'th_TH' },
  args: {
    label: 'รายละเอียดปัญหาที่พบเกี่ยวกับสินค้าที่ได้รับ เช่น บรรจุภัณฑ์เสียหาย สินค้าไม่ตรงตามที่สั่ง',
    hint: 'กรุณาระบุรายละเอียดให้ครบถ้วนเพื่อให้ทีมงานตรวจสอบและดำเนินการคืนเงินได้อย่างรวดเร็วที่สุด',
    value:
      'ได้รับเซรั่มบำรุงผิวหน้าแล้วแต่ขวดแตกระหว่างการขนส่ง กล่องด้านนอกบุบเสียหาย ขอเปลี่ยนสินค้าชิ้นใหม่ค่ะ',
    maxLength: 500,
    autoGrow: true,
  },
};

export const Disabled: Story = {
  name: 'Disabled (English)',
  globals: { locale: 'en_US' },
  args: { label: 'Special instructions', value: 'Leave it with the concierge.', disabled: true, maxLength: 200 },
};
