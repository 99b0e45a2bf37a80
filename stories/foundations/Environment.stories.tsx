import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { toBcp47 } from '../../src/format';
import { useLocale } from '../../src/i18n';
import { useShopperEnvironment } from '../../src/session';
import { storyLocale } from '../support/storyText';

/** What the toolbar globals hand every story: the shopper's language, tourist mode, platform and login. */
function EnvironmentReadout() {
  const locale = useLocale();
  const { t } = useTranslation();
  const { platform, isLogin, isChineseTourist } = useShopperEnvironment();
  return (
    <dl>
      <dt>locale</dt>
      <dd data-testid="locale">{locale}</dd>
      <dt>language.label</dt>
      <dd>{t('language.label')}</dd>
      <dt>platform</dt>
      <dd data-testid="platform">{platform}</dd>
      <dt>isLogin</dt>
      <dd data-testid="login">{String(isLogin)}</dd>
      <dt>isChineseTourist</dt>
      <dd data-testid="tourist">{String(isChineseTourist)}</dd>
    </dl>
  );
}

const meta = {
  title: 'Foundations/Environment',
  component: EnvironmentReadout,
  tags: ['!autodocs'],
} satisfies Meta<typeof EnvironmentReadout>;

export default meta;
type Story = StoryObj<typeof meta>;

const read = (canvasElement: HTMLElement, id: string) => within(canvasElement).getByTestId(id);

/** The toolbar's language (Thai unless it is switched), the web, signed out. */
export const Defaults: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await expect(read(canvasElement, 'locale')).toHaveTextContent(locale);
    await expect(read(canvasElement, 'platform')).toHaveTextContent('web');
    await expect(read(canvasElement, 'login')).toHaveTextContent('false');
    await expect(document.documentElement.lang).toBe(toBcp47(locale));
  },
};

export const EnglishLoggedInAndroid: Story = {
  globals: { locale: 'en_US', login: 'loggedIn', platform: 'android' },
  play: async ({ canvasElement }) => {
    await expect(read(canvasElement, 'locale')).toHaveTextContent('en_US');
    await expect(within(canvasElement).getByText('Language')).toBeVisible();
    await expect(read(canvasElement, 'platform')).toHaveTextContent('android');
    await expect(read(canvasElement, 'login')).toHaveTextContent('true');
  },
};

export const ChineseTouristOverridesLanguage: Story = {
  name: 'Chinese Tourist Overrides Language (English, iOS app)',
  globals: { locale: 'en_US', tourist: 'on', platform: 'ios' },
  play: async ({ canvasElement }) => {
    // Tourist mode forces zh_CN whatever the language toolbar says (spec §4).
    await expect(read(canvasElement, 'locale')).toHaveTextContent('zh_CN');
    await expect(within(canvasElement).getByText('语言')).toBeVisible();
    await expect(read(canvasElement, 'tourist')).toHaveTextContent('true');
    await expect(document.documentElement.lang).toBe('zh-CN');
  },
};
