import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../src/pages/flows/language';
import { SessionProvider, useSession } from '../../../src/session';
import { LanguageStateHarness } from './LanguageStateHarness';
import { memoryEnvironment } from './memoryEnvironment';

/**
 * The shop language (spec §4): detected once (query lang, tourist mode, the f34c_lang2 cookie, the
 * browser language), switched by the shopper and saved in the cookie; Chinese tourist mode holds
 * Simplified Chinese for the whole session. Put it in the account settings or the side menu, once
 * per page; do not use it to translate user content (reviews have their own translate action).
 */
const meta = {
  title: 'Flows/Language',
  component: LanguageSwitcher,
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---- State stories ----

export const Detecting: Story = {
  parameters: { flowStates: ['language.detecting'] },
  render: () => <LanguageStateHarness value="detecting" context={{ locale: 'th_TH', touristLocked: false }} />,
};

export const Ready: Story = {
  name: 'Ready (English)',
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['language.ready'] },
  render: () => <LanguageStateHarness value="ready" context={{ locale: 'en_US', touristLocked: false }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'English' })).toBeChecked();
  },
};

export const ReadyTouristLocked: Story = {
  name: 'Ready Tourist Locked (Chinese)',
  globals: { locale: 'zh_CN' },
  parameters: { flowStates: ['language.ready'] },
  render: () => <LanguageStateHarness value="ready" context={{ locale: 'zh_CN', touristLocked: true }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'ไทย' })).toBeDisabled();
    await expect(canvas.getByText('游客模式下商店以简体中文显示。')).toBeVisible();
  },
};

export const Saving: Story = {
  parameters: { flowStates: ['language.saving'] },
  render: () => <LanguageStateHarness value="saving" context={{ locale: 'th_TH', touristLocked: false }} />,
};

// ---- Flow stories ----

/** Shows the session's locale and a translated word, so a play sees the switch take effect. */
function SessionLocale() {
  const { t } = useTranslation('flows');
  const locale = useSession((s) => s.locale);
  return (
    <p>
      <span data-testid="session-locale">{locale}</span> · {t('language.label')}
    </p>
  );
}

const switchEnvironment = memoryEnvironment({ cookie: 'f34c_lang2=th_TH' });

export const SwitchLanguage: Story = {
  render: () => (
    <SessionProvider input={{ locale: 'th_TH' }}>
      <LanguageSwitcher environment={switchEnvironment} />
      <SessionLocale />
    </SessionProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'English' }));
    await waitFor(() => expect(canvas.getByTestId('session-locale')).toHaveTextContent('en_US'));
    // i18next follows: the label is now English.
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(canvas.getAllByText('Language')[0]).toBeVisible();
    // And the choice is saved in the f34c_lang2 cookie.
    await waitFor(() => expect(switchEnvironment.cookies()).toBe('f34c_lang2=en_US'));
  },
};

const queryEnvironment = memoryEnvironment({ search: '?lang=zh', cookie: 'f34c_lang2=en_US' });

export const DetectsFromQuery: Story = {
  render: () => (
    <SessionProvider input={{ locale: 'th_TH' }}>
      <LanguageSwitcher environment={queryEnvironment} />
      <SessionLocale />
    </SessionProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('session-locale')).toHaveTextContent('zh_CN'));
    await expect(await canvas.findByRole('radio', { name: '简体中文' })).toBeChecked();
  },
};

const touristEnvironment = memoryEnvironment({ cookie: 'f34c_lang2=th_TH', chineseTourist: true });

export const TouristLockHoldsChinese: Story = {
  render: () => (
    <SessionProvider input={{ locale: 'zh_CN', is_chinese_tourists: true }}>
      <LanguageSwitcher environment={touristEnvironment} />
      <SessionLocale />
    </SessionProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: '简体中文' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeDisabled();
    await expect(canvas.getByTestId('session-locale')).toHaveTextContent('zh_CN');
  },
};
