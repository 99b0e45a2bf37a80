import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Link } from '../../../components/Link';
import { BlockLink, Note } from '../shared/AuthView.styles';

/** spec §2 /m/myprofile.php: where a new member completes the profile. */
export const PROFILE_PAGE = '/m/myprofile.php';

/** The new member's gift as the dialog shows it (from spec §3 new_user_free_gift). */
export interface WelcomeGift {
  readonly image: string | null;
  readonly url: string | null;
}

const GiftImage = styled.img`
  display: block;
  width: 100%;
  max-width: 240px;
  aspect-ratio: 1;
  margin: 0 auto;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export interface WelcomeGiftDialogProps {
  gift: WelcomeGift | null;
  onContinue: () => void;
  onNavigate: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Shown once the account is made: the free gift, a link to it, one to complete the profile, and Continue to the return address. */
export function WelcomeGiftDialog({ gift, onContinue, onNavigate }: WelcomeGiftDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog
      open={gift !== null}
      onClose={onContinue}
      title={t('signup.welcomeTitle')}
      variant="custom"
      actions={
        <Button type="button" size="lg" fullWidth onClick={onContinue}>
          {t('signup.continue')}
        </Button>
      }
    >
      <Note>{t('signup.giftBody')}</Note>
      {gift?.image && <GiftImage src={gift.image} alt={t('signup.giftImage')} width={240} height={240} />}
      {gift?.url && (
        <BlockLink>
          <Link href={gift.url} variant="standalone" onClick={(event) => gift.url && onNavigate(gift.url, event)}>
            {t('signup.giftLink')}
          </Link>
        </BlockLink>
      )}
      <BlockLink>
        <Link href={PROFILE_PAGE} variant="standalone" onClick={(event) => onNavigate(PROFILE_PAGE, event)}>
          {t('signup.profileLink')}
        </Link>
      </BlockLink>
    </Dialog>
  );
}
