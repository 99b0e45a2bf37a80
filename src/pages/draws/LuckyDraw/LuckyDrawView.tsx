import { useTranslation } from 'react-i18next';
import { Button, EmptyState, KeyValueList, KeyValueRow, Section, StickyActionBar, Tag, Text } from '../../../components';
import type { DrawDetail } from '../../../api';
import { formatDate, formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import { CampaignPage, DrawCountdown, DrawOutcomeView, Failure } from '../shared';
import { Hero, HeroPicture } from './LuckyDrawView.styles';
import { PostForm } from '../../../forms/PostForm';
import { FlashMessage } from '../../shared/forms/FlashMessage';
import { clickRanIt, ENTER_DRAW_INTENT } from './luckyDrawForm';

export type LuckyDrawViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'missing' }
  | { readonly status: 'error'; readonly message?: string | null; readonly retrying?: boolean }
  | {
      readonly status: 'ready';
      readonly draw: DrawDetail;
      /** The backend's clock (the countdown). */
      readonly now: () => number;
      readonly guest?: boolean;
      readonly entering?: boolean;
      /** The backend refused the entry: its message. */
      readonly failure?: string | null;
    };

export interface LuckyDrawViewProps {
  state: LuckyDrawViewState;
  onEnter: () => void;
  onOpenCoupons: () => void;
  onOpenMyDraws: () => void;
  onOpenList: () => void;
  onRetry: () => void;
}

/** One lucky draw (spec §2 /m/luck_draw.php): prize, rule, countdown, entering once and the outcome. Pure. */
export function LuckyDrawView(props: LuckyDrawViewProps) {
  const { state, onRetry, onOpenList } = props;
  const { t } = useTranslation('draws');
  return (
    <CampaignPage title={state.status === 'ready' ? state.draw.title : t('detail.title')} loading={state.status === 'loading'} failure={state.status === 'error' ? state : null} failedTitle={t('detail.loadFailed')} onRetry={onRetry}>
      {state.status === 'missing' && (
        <EmptyState icon="search" headingLevel={2} title={t('detail.missing.title')} description={t('detail.missing.body')} actionLabel={t('detail.toList')} onAction={onOpenList} />
      )}
      {state.status === 'ready' && <DrawBody {...props} state={state} />}
    </CampaignPage>
  );
}

type Ready = Extract<LuckyDrawViewState, { status: 'ready' }>;

function DrawBody({ state, onEnter, onOpenCoupons, onOpenMyDraws }: LuckyDrawViewProps & { state: Ready }) {
  const { t } = useTranslation('draws');
  const locale = useLocale();
  const { draw } = state;
  const rule = draw.rule.kind === 'points' ? t('rule.points', { count: draw.rule.points }) : t('rule.purchase', { amount: formatMoney(draw.rule.min_spend, locale) });
  const canEnter = draw.phase === 'running' && !draw.entry;
  return (
    <>
      <Hero>
        <HeroPicture src={draw.image ?? undefined} alt="" />
        <Tag tone={draw.phase === 'running' ? 'brand' : 'neutral'} size="md">
          {t(`phase.${draw.phase}`)}
        </Tag>
        {draw.phase === 'running' && <DrawCountdown until={draw.ends_at} now={state.now} label={t('countdown.endsIn')} />}
        {draw.phase === 'upcoming' && <DrawCountdown until={draw.starts_at} now={state.now} label={t('countdown.startsIn')} />}
      </Hero>
      <Section title={t('detail.about')}>
        <KeyValueList>
          <KeyValueRow label={t('detail.prize')} value={draw.prize.name} emphasis />
          <KeyValueRow label={t('detail.rule')} value={rule} />
          <KeyValueRow label={t('detail.starts')} value={formatDate(draw.starts_at, locale, 'dateTime')} />
          <KeyValueRow label={t('detail.ends')} value={formatDate(draw.ends_at, locale, 'dateTime')} />
        </KeyValueList>
        <Text>{draw.description}</Text>
      </Section>
      {draw.entry && (
        <Section title={t('detail.yourResult')}>
          <DrawOutcomeView outcome={draw.entry.outcome} onOpenCoupons={onOpenCoupons} />
          <div>
            <Button variant="text" onClick={onOpenMyDraws}>
              {t('list.myDraws')}
            </Button>
          </div>
        </Section>
      )}
      {state.failure && <Failure role="alert">{state.failure}</Failure>}
      {!canEnter && <FlashMessage intent={ENTER_DRAW_INTENT} formKey={draw.draw_id} />}
      {canEnter && (
        <StickyActionBar label={t('detail.actions')}>
          {/* Entering posts to the draw's action without JavaScript; once the page works, the click does it. */}
          <PostForm intent={ENTER_DRAW_INTENT} formKey={draw.draw_id} fields={{ draw_id: draw.draw_id }} onSubmit={clickRanIt} inline>
            <Button type="submit" fullWidth size="lg" loading={state.entering ?? false} onClick={onEnter}>
              {state.guest ? t('detail.signInToEnter') : t('detail.enter')}
            </Button>
          </PostForm>
        </StickyActionBar>
      )}
    </>
  );
}
