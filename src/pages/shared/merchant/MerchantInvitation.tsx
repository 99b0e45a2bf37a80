import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Heading } from '../../../components/Heading';
import { Icon } from '../../../components/Icon';
import { Text } from '../../../components/Text';
import { AccountPage } from '../page.styles';
import { AGREEMENT_PAGE } from './merchantAddresses';

export interface MerchantInvitationProps {
  /**
   * In-shop navigation for the link to the agreement (call `event.preventDefault()` and go through
   * the router); without it the link loads the agreement as a document.
   */
  readonly onOpen?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

const Benefits = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Benefit = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Apply = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.sizes.controlLg};
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandStrong};
  color: ${({ theme }) => theme.colors.onBrand};
  font-weight: 700;
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const BENEFITS = ['reach', 'calendar', 'counter'] as const;

/**
 * The provider pages' answer to a signed-in account that is not a booking merchant (spec §6): what
 * the programme is and a link to apply (the agreement, /m/booking/settled/agreement). It shows no
 * merchant's data. Pure: texts from the `bookingMerchant` namespace.
 */
export function MerchantInvitation({ onOpen }: MerchantInvitationProps) {
  const { t } = useTranslation('bookingMerchant');
  return (
    <AccountPage aria-labelledby="merchant-invitation-title">
      <Heading level={1} id="merchant-invitation-title">
        {t('invitation.title')}
      </Heading>
      <Text>{t('invitation.intro')}</Text>
      <Benefits aria-label={t('invitation.benefitsLabel')}>
        {BENEFITS.map((benefit) => (
          <Benefit key={benefit}>
            <Icon name="check" size={20} />
            <div>
              <Heading level={2} variant="subtitle">
                {t(`invitation.benefit.${benefit}.title`)}
              </Heading>
              <Text tone="muted">{t(`invitation.benefit.${benefit}.text`)}</Text>
            </div>
          </Benefit>
        ))}
      </Benefits>
      <Apply href={AGREEMENT_PAGE} onClick={onOpen ? (event) => onOpen(AGREEMENT_PAGE, event) : undefined}>
        {t('invitation.apply')}
      </Apply>
      <Text tone="muted" variant="caption">
        {t('invitation.note')}
      </Text>
    </AccountPage>
  );
}
