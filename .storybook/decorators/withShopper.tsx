import { useEffect, useMemo, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import styled from 'styled-components';
import { toBcp47 } from '../../src/format';
import { createI18n } from '../../src/i18n';
import { createClient } from '../../src/api';
import { ApiClientProvider, PLATFORMS, ShopperEnvironmentProvider, type PlatformName } from '../../src/session';
import { StorefrontThemeProvider } from '../../src/theme';
import { ToastDurationContext } from '../../src/components';
import { storySeed, type ShopParameters } from '../shop';
import { storyLocale } from '../../stories/support/storyText';

/** Pads the story the same in Storybook and in the test runner; `parameters.frame: 'none'` for full pages. */
const StoryFrame = styled.div<{ $padded: boolean }>`
  padding: ${({ theme, $padded }) => ($padded ? theme.space[4] : 0)};
`;

const platforms: readonly PlatformName[] = ['web', 'android', 'ios'];

interface ShopperGlobals {
  locale?: unknown;
  tourist?: unknown;
  platform?: unknown;
  login?: unknown;
}

function ShopperFrame({
  globals,
  signedIn,
  padded,
  children,
}: {
  globals: ShopperGlobals;
  /** Whether the story's mock shop starts with somebody signed in. */
  signedIn: boolean;
  padded: boolean;
  children: ReactNode;
}) {
  const isChineseTourist = globals.tourist === 'on';
  // Chinese tourist mode forces zh_CN, as it does in the product (spec §4); plays read their texts in the same language.
  const locale = storyLocale(globals);
  const platform = platforms.find((p) => p === globals.platform) ?? 'web';
  const isLogin = signedIn;

  const i18n = useMemo(() => createI18n({ locale }), [locale]);
  const environment = useMemo(
    () => ({ platform, isLogin, isChineseTourist }),
    [platform, isLogin, isChineseTourist],
  );

  // The real client against the mock backend (MSW answers same-origin calls); one per story.
  const client = useMemo(
    () =>
      createClient({
        baseUrl: '',
        origin: window.location.origin,
        storage: window.sessionStorage,
        session: () => ({ lang: locale, platform: PLATFORMS[platform], is_chinese_tourists: isChineseTourist ? 1 : 0 }),
      }),
    [locale, platform, isChineseTourist],
  );

  useEffect(() => {
    document.documentElement.lang = toBcp47(locale);
  }, [locale]);

  return (
    <I18nextProvider i18n={i18n}>
      <ShopperEnvironmentProvider value={environment}>
        <ApiClientProvider client={client}>
          <StorefrontThemeProvider>
            {/* A toast stays until dismissed: a story's screenshot never depends on the toast's timer. */}
            <ToastDurationContext value={null}>
              <StoryFrame $padded={padded}>{children}</StoryFrame>
            </ToastDurationContext>
          </StorefrontThemeProvider>
        </ApiClientProvider>
      </ShopperEnvironmentProvider>
    </I18nextProvider>
  );
}

/** Theme, global styles, i18next and the shopper's environment from the toolbar globals; toasts stay until dismissed. */
export const withShopper: Decorator = (Story, context) => (
  <ShopperFrame
    globals={context.globals}
    signedIn={storySeed(context.parameters as { shop?: ShopParameters }, context.globals) !== 'guest'}
    padded={context.parameters.frame !== 'none'}
  >
    <Story />
  </ShopperFrame>
);
