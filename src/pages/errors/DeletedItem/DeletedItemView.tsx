import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../components/Heading';
import { Icon } from '../../../components/Icon';
import { Link } from '../../../components/Link';
import { Text } from '../../../components/Text';
import { Mark, Page } from './DeletedItem.styles';

/** The community home (spec §2). */
export const COMMUNITY_HOME_PATH = '/m/community';

export interface DeletedItemViewProps {
  /** The "community home" link was followed (client-side navigation; the href stays for new tabs). */
  onCommunityHome?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A community feed or review that moderators reviewed and deleted (spec §2). */
export function DeletedItemView({ onCommunityHome }: DeletedItemViewProps) {
  const { t } = useTranslation('app');
  return (
    <Page>
      <Mark aria-hidden="true">
        <Icon name="chat" size={28} />
      </Mark>
      <Heading level={1} variant="title">
        {t('deleted.title')}
      </Heading>
      <Text tone="muted">{t('deleted.description')}</Text>
      <Link href={COMMUNITY_HOME_PATH} variant="standalone" {...(onCommunityHome ? { onClick: onCommunityHome } : {})}>
        {t('deleted.communityHome')}
      </Link>
    </Page>
  );
}
