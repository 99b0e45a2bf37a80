import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/Section';
import { Text } from '../../../components/Text';
import { AccountPage } from '../../shared/page.styles';
import { LinkCardList } from '../../shared/links';
import { WebviewTop } from '../shared';

/** The event's campaigns and shop links (their addresses; inside the app they open native screens). */
export const EVENT_LINKS = ['/m/koko/anniversary_13th', '/m/tarot', '/m/koko/zodiac-box', '/m', '/m/shop_cart.php'] as const;
type EventLink = (typeof EVENT_LINKS)[number];
const LINK_KEYS: Readonly<Record<EventLink, string>> = {
  '/m/koko/anniversary_13th': 'anniversary',
  '/m/tarot': 'tarot',
  '/m/koko/zodiac-box': 'zodiac',
  '/m': 'shop',
  '/m/shop_cart.php': 'cart',
};

export interface WebviewEventViewProps {
  /** Inside the app: back is the app's and links open native screens. */
  readonly inApp: boolean;
  readonly onOpen: (href: string) => void;
  readonly onBack: () => void;
}

/** The event page opened inside the app's webview (spec §2 /m/webview/event). */
export function WebviewEventView({ inApp, onOpen, onBack }: WebviewEventViewProps) {
  const { t } = useTranslation('games');
  return (
    <AccountPage>
      <WebviewTop inApp={inApp} onBack={onBack} title={t('webview.event.title')} intro={t('webview.event.intro')}>
        <Text tone="muted">{t('webview.event.dates')}</Text>
      </WebviewTop>
      <Section title={t('webview.event.campaigns')} variant="card">
        <LinkCardList
          links={EVENT_LINKS.map((href) => ({ key: LINK_KEYS[href], href, title: t(`webview.event.links.${LINK_KEYS[href]}`) }))}
          onOpen={(href, event) => {
            event.preventDefault();
            onOpen(href);
          }}
        />
      </Section>
      {!inApp && <Text tone="muted">{t('webview.openInApp')}</Text>}
    </AccountPage>
  );
}
