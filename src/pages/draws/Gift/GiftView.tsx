import { useTranslation } from 'react-i18next';
import { Button, EmptyState, RadioGroup, StickyActionBar, Text } from '../../../components';
import type { GiftCampaign } from '../../../api';
import { formatDate, formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import { CampaignPage, Failure, OutcomeBox } from '../shared';
import { GiftLabel, GiftPicture } from './GiftView.styles';

export type GiftViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message?: string | null; readonly retrying?: boolean }
  | {
      readonly status: 'ready';
      readonly campaign: GiftCampaign;
      /** The gift picked (none until the shopper picks one). */
      readonly selected: string | null;
      readonly guest?: boolean;
      readonly choosing?: boolean;
      readonly failure?: string | null;
    };

export interface GiftViewProps {
  state: GiftViewState;
  onSelect: (giftId: string) => void;
  onChoose: () => void;
  /** To the result of the gift already chosen. */
  onOpenResult: (claimId: string) => void;
  onRetry: () => void;
}

/** Choose a free gift (spec §2 /m/gift): the new-user gift or a campaign's, one per shopper. Pure. */
export function GiftView(props: GiftViewProps) {
  const { state, onRetry } = props;
  const { t } = useTranslation('draws');
  return (
    <CampaignPage title={state.status === 'ready' ? state.campaign.title : t('gift.title')} loading={state.status === 'loading'} failure={state.status === 'error' ? state : null} failedTitle={t('gift.loadFailed')} onRetry={onRetry}>
      {state.status === 'ready' && <GiftBody {...props} state={state} />}
    </CampaignPage>
  );
}

type Ready = Extract<GiftViewState, { status: 'ready' }>;

function GiftBody({ state, onSelect, onChoose, onOpenResult }: GiftViewProps & { state: Ready }) {
  const { t } = useTranslation('draws');
  const locale = useLocale();
  const { campaign } = state;
  const claim = campaign.claim ?? null;
  if (campaign.gifts.length === 0) return <EmptyState icon="gift" headingLevel={2} title={t('gift.empty.title')} description={t('gift.empty.body')} />;
  return (
    <>
      <Text tone="muted">{t('gift.until', { date: formatDate(campaign.ends_at, locale, 'date') })}</Text>
      {claim ? (
        <OutcomeBox $won>
          <Text variant="bodyStrong">{t('gift.alreadyChosen', { gift: claim.gift.name })}</Text>
          <div>
            <Button variant="secondary" onClick={() => onOpenResult(claim.claim_id)}>
              {t('gift.openResult')}
            </Button>
          </div>
        </OutcomeBox>
      ) : (
        <RadioGroup
          legend={t('gift.legend')}
          name="gift"
          value={state.selected ?? undefined}
          onChange={onSelect}
          disabled={Boolean(campaign.refusal)}
          options={campaign.gifts.map((gift) => ({
            value: gift.gift_id,
            label: (
              <GiftLabel>
                <GiftPicture src={gift.image ?? undefined} alt="" />
                <span>{gift.name}</span>
              </GiftLabel>
            ),
            hint: t('gift.worth', { value: formatMoney(gift.value, locale) }),
          }))}
        />
      )}
      {campaign.refusal && <Failure>{campaign.refusal}</Failure>}
      {state.failure && <Failure role="alert">{state.failure}</Failure>}
      {!claim && !campaign.refusal && (
        <StickyActionBar label={t('gift.actions')}>
          <Button fullWidth size="lg" loading={state.choosing ?? false} onClick={onChoose}>
            {state.guest ? t('gift.signInToChoose') : t('gift.choose')}
          </Button>
        </StickyActionBar>
      )}
    </>
  );
}
