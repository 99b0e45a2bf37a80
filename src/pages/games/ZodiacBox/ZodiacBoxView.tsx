import { useTranslation } from 'react-i18next';
import type { Prize, ZodiacSign } from '../../../api';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Heading } from '../../../components/Heading';
import { RadioGroup } from '../../../components/Radio';
import { AccountPage } from '../../shared/page.styles';
import { Actions, CampaignHero, CampaignPendingPage, Failure, PlainList, PrizeItem, Revealed, type CampaignPending } from '../shared';
import { BoxImage } from './ZodiacBoxView.styles';

export type ZodiacBoxState =
  | CampaignPending
  | {
      readonly status: 'ready';
      /** The box's pictures: closed first, then open (surprise_images). */
      readonly images: readonly string[];
      readonly signs: readonly ZodiacSign[];
      readonly sign: string;
      /** What the box gave (the backend's draw), once opened. */
      readonly opened: { readonly sign: string; readonly prize: Prize } | null;
      readonly opening?: boolean;
      readonly failure?: string | null;
    };

export interface ZodiacBoxViewProps {
  readonly state: ZodiacBoxState;
  readonly isLogin: boolean;
  readonly onSign: (sign: string) => void;
  readonly onOpen: () => void;
  readonly onMyCoupons: () => void;
  /** From the empty box: the lucky draws. */
  readonly onLuckyDraws: () => void;
  readonly onShare: () => void;
  readonly onRetry: () => void;
}

/**
 * The zodiac box (spec §2 /m/koko/zodiac-box): choose a sign, open the box, the prize. A box with
 * no signs to choose that this shopper has not opened is no box: the empty state, with the lucky draws.
 */
export function ZodiacBoxView({ state, isLogin, onSign, onOpen, onMyCoupons, onLuckyDraws, onShare, onRetry }: ZodiacBoxViewProps) {
  const { t } = useTranslation('games');
  const hero = <CampaignHero title={t('zodiac.title')} intro={t('zodiac.intro')} />;
  if (state.status !== 'ready') {
    return <CampaignPendingPage hero={hero} state={state} loadingLabel={t('zodiac.loading')} errorTitle={t('zodiac.error.title')} onRetry={onRetry} />;
  }
  if (!state.opened && state.signs.length === 0) {
    return (
      <AccountPage>
        {hero}
        <EmptyState icon="gift" headingLevel={2} title={t('zodiac.empty.title')} description={t('zodiac.empty.body')} actionLabel={t('zodiac.empty.action')} onAction={onLuckyDraws} />
      </AccountPage>
    );
  }
  const signName = (sign: string) => state.signs.find((candidate) => candidate.sign === sign)?.name ?? sign;
  const [closed, open] = state.images;
  const picture = state.opened ? (open ?? closed) : closed;
  return (
    <AccountPage>
      {hero}
      {picture && <BoxImage src={picture} alt={state.opened ? t('zodiac.boxOpen') : t('zodiac.boxClosed')} $opening={state.opening ?? false} />}
      {state.opened ? (
        <Revealed role="status">
          <Heading level={2}>{t('zodiac.won', { sign: signName(state.opened.sign) })}</Heading>
          <PlainList>
            <PrizeItem prize={state.opened.prize} />
          </PlainList>
          <Actions>
            {state.opened.prize.type === 'coupon' && (
              <Button size="lg" onClick={onMyCoupons}>
                {t('zodiac.myCoupons')}
              </Button>
            )}
            <Button variant="secondary" size="lg" onClick={onShare}>
              {t('share.action')}
            </Button>
          </Actions>
        </Revealed>
      ) : (
        <>
          <RadioGroup legend={t('zodiac.chooseSign')} name="zodiac-sign" direction="horizontal" value={state.sign} onChange={onSign} options={state.signs.map((sign) => ({ value: sign.sign, label: sign.name }))} />
          {state.failure && <Failure role="alert">{state.failure}</Failure>}
          <Actions>
            <Button size="lg" fullWidth disabled={isLogin && state.sign === ''} loading={state.opening ?? false} onClick={onOpen}>
              {isLogin ? t('zodiac.open') : t('zodiac.signIn')}
            </Button>
            <Button variant="secondary" size="lg" fullWidth onClick={onShare}>
              {t('share.action')}
            </Button>
          </Actions>
        </>
      )}
    </AccountPage>
  );
}
