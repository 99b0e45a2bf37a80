import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Heading, Section, Tag, Text } from '../../../components';
import type { DrawPhase, DrawSummary } from '../../../api';
import { CampaignPage, Card, CardList, CardText, DrawCountdown, Picture } from '../shared';

export type LuckyDrawsViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message?: string | null; readonly retrying?: boolean }
  | { readonly status: 'ready'; readonly draws: readonly DrawSummary[]; /** The backend's clock (countdowns). */ readonly now: () => number };

export interface LuckyDrawsViewProps {
  state: LuckyDrawsViewState;
  onOpenDraw: (drawId: string) => void;
  onOpenMyDraws: () => void;
  onRetry: () => void;
}

const PHASES: readonly DrawPhase[] = ['running', 'upcoming', 'ended'];

/** The lucky draws (spec §2 /m/lucky-draws): running, upcoming and ended, each with its prize and countdown. Pure. */
export function LuckyDrawsView({ state, onOpenDraw, onOpenMyDraws, onRetry }: LuckyDrawsViewProps) {
  const { t } = useTranslation('draws');
  return (
    <CampaignPage
      title={t('list.title')}
      titleAction={
        <Button variant="secondary" onClick={onOpenMyDraws}>
          {t('list.myDraws')}
        </Button>
      }
      loading={state.status === 'loading'}
      failure={state.status === 'error' ? state : null}
      failedTitle={t('list.loadFailed')}
      onRetry={onRetry}
    >
      {state.status === 'ready' && state.draws.length === 0 && <EmptyState icon="coupon" headingLevel={2} title={t('list.empty.title')} description={t('list.empty.body')} />}
      {state.status === 'ready' &&
        PHASES.map((phase) => {
          const draws = state.draws.filter((draw) => draw.phase === phase);
          return draws.length === 0 ? null : (
            <Section key={phase} title={t(`phase.${phase}`)} variant="plain">
              <CardList>
                {draws.map((draw) => (
                  <li key={draw.draw_id}>
                    <DrawCard draw={draw} now={state.now} onOpen={onOpenDraw} />
                  </li>
                ))}
              </CardList>
            </Section>
          );
        })}
    </CampaignPage>
  );
}

function DrawCard({ draw, now, onOpen }: { draw: DrawSummary; now: () => number; onOpen: (drawId: string) => void }) {
  const { t } = useTranslation('draws');
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <Picture src={draw.image ?? undefined} alt="" />
      <CardText>
        <Heading level={3} variant="subtitle" id={headingId}>
          {draw.title}
        </Heading>
        <Text tone="muted">{t('list.prize', { prize: draw.prize.name })}</Text>
        {draw.entered && <Tag tone="success">{t('list.entered')}</Tag>}
        {draw.phase === 'running' && <DrawCountdown until={draw.ends_at} now={now} label={t('countdown.endsIn')} />}
        {draw.phase === 'upcoming' && <DrawCountdown until={draw.starts_at} now={now} label={t('countdown.startsIn')} />}
        {draw.phase === 'ended' && <Text tone="muted">{t('phase.ended')}</Text>}
        <div>
          <Button variant={draw.phase === 'running' && !draw.entered ? 'primary' : 'secondary'} onClick={() => onOpen(draw.draw_id)} aria-describedby={headingId}>
            {draw.phase === 'running' && !draw.entered ? t('list.enter') : t('list.view')}
          </Button>
        </div>
      </CardText>
    </Card>
  );
}
