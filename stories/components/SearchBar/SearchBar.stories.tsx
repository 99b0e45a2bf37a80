import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBar, type SearchBarProps } from '../../../src/components/SearchBar';
import { storyText } from '../../support/storyText';

/**
 * The search field of the search page and brand pages: Enter (the keyboard's search key) submits
 * the trimmed term, a labelled button clears it, recent searches show as chips while the field is
 * empty and suggestions as a list while it has text. Keeping and saving the history is the page's
 * job (spec §9: up to 20 entries). Do not use it as a filter inside a list; use a TextField.
 */
const meta = {
  title: 'Components/SearchBar',
  component: SearchBar,
  args: {
    value: '',
    onChange: fn(),
    onSubmit: fn(),
    onPickHistory: fn(),
    onClearHistory: fn(),
    onPickSuggestion: fn(),
  },
  render: function Render(args: SearchBarProps) {
    const [value, setValue] = useState(args.value);
    return (
      <SearchBar
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const thaiHistory = ['ครีมกันแดด', 'ลิปสติก', 'เซรั่มวิตามินซี', 'แป้งพัฟ', 'มาสคาร่ากันน้ำ'];

/** With `name` and hidden fields the form also works as a plain GET form, before or without the scripts. */
export const Empty: Story = {
  args: { name: 'keyword', hiddenFields: { brand_sign: 'lotus-dew' } },
  play: async ({ canvasElement, globals }) => {
    const text = storyText({ globals });
    const input = within(canvasElement).getByRole('searchbox', { name: text('inputs:search.label') });
    await expect(input).toHaveAttribute('name', 'keyword');
    const form = within(canvasElement).getByRole('search');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form.querySelector('input[type="hidden"][name="brand_sign"]')).toHaveValue('lotus-dew');
    await expect(input).toHaveAttribute('placeholder', text('inputs:search.placeholder'));
    await expect(within(canvasElement).getByRole('search')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button', { name: text('inputs:search.clear') })).toBeNull();
  },
};

export const SubmitOnEnterEnglish: Story = {
  globals: { locale: 'en_US' },
  args: { name: 'keyword' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search' });

    await userEvent.type(input, '   {Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '  sunscreen spf50 {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('sunscreen spf50');
  },
};

export const ClearButton: Story = {
  name: 'Clear Button (English)',
  globals: { locale: 'en_US' },
  args: { value: 'vitamin c serum' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search' });
    const clear = within(canvasElement).getByRole('button', { name: 'Clear search' });
    const rect = clear.getBoundingClientRect();
    await expect(rect.width).toBeGreaterThanOrEqual(44);
    await expect(rect.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(clear);
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(input).toHaveFocus();
  },
};

export const HistoryChips: Story = {
  args: { history: thaiHistory },
  play: async ({ canvasElement, args, globals }) => {
    const text = storyText({ globals });
    const history = within(canvasElement).getByRole('region', { name: text('inputs:search.history') });
    await userEvent.click(within(history).getByRole('button', { name: 'เซรั่มวิตามินซี' }));
    await expect(args.onPickHistory).toHaveBeenCalledWith('เซรั่มวิตามินซี');
    await userEvent.click(within(history).getByRole('button', { name: text('inputs:search.clearHistory') }));
    await expect(args.onClearHistory).toHaveBeenCalledTimes(1);
  },
};

export const HistoryHidesWhileTypingChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { history: ['防晒霜', '口红', '精华液'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: '最近搜索' })).toBeVisible();
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: '搜索' }), '面膜');
    await expect(within(canvasElement).queryByRole('region', { name: '最近搜索' })).toBeNull();
  },
};

export const Suggestions: Story = {
  name: 'Suggestions (English)',
  globals: { locale: 'en_US' },
  args: {
    value: 'lip',
    suggestions: ['lipstick matte', 'lip balm', 'lip tint long lasting waterproof'],
  },
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('region', { name: 'Suggestions' });
    await userEvent.click(within(list).getByRole('button', { name: 'lip balm' }));
    await expect(args.onPickSuggestion).toHaveBeenCalledWith('lip balm');
  },
};

export const LongTermsMixedLanguages: Story = {
  args: {
    value: '',
    history: [
      'เซรั่มบำรุงผิวหน้าสูตรเข้มข้นสำหรับผิวแพ้ง่ายและผิวที่เป็นสิวง่ายจากเกาหลี',
      'Long-lasting waterproof liquid eyeliner for sensitive eyes',
      '适合敏感肌肤的温和氨基酸洁面乳',
      'ลิป',
    ],
  },
};

export const HistoryWithoutClear: Story = {
  name: 'History Without Clear (English)',
  globals: { locale: 'en_US' },
  args: { history: ['toner', 'cleansing oil'], onClearHistory: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Clear history' })).toBeNull();
  },
};
