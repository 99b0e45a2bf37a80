import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { KeyValueList, KeyValueRow } from '../../../components/KeyValueRow';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { StepIndicator } from '../../../components/StepIndicator';
import type { StepItem } from '../../../components/StepIndicator';
import { Text } from '../../../components/Text';
import { formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import { ResultDialog } from '../shared/BloggerDialogs';
import { Actions } from '../shared/bloggerPage.styles';
import type { BloggerApplicationProgress } from './bloggerProgressLoader';

export type BloggerProgressStatus = 'loading' | 'error' | 'ready';

/** Where the page's buttons lead. */
export type BloggerProgressAction = 'apply' | 'cashback' | 'messages';

export interface BloggerProgressViewProps {
  status: BloggerProgressStatus;
  retrying?: boolean;
  progress?: BloggerApplicationProgress;
  /** The result popup (approved or rejected) is open. */
  resultOpen?: boolean;
  onCloseResult: () => void;
  onAction: (action: BloggerProgressAction) => void;
  onRetry: () => void;
}

/** The timeline: submitted, under review, decided; `current` is the step under way. */
function timeline(progress: BloggerApplicationProgress, t: (key: string) => string): { steps: StepItem[]; current: number } {
  const decided = progress.status === 'approved' || progress.status === 'rejected';
  const steps: StepItem[] = [
    { id: 'submitted', label: t('progress.steps.submitted'), ...(progress.appliedAt ? { timestamp: progress.appliedAt } : {}) },
    { id: 'review', label: t('progress.steps.review'), ...(decided ? {} : { description: t('progress.steps.reviewNote') }) },
    {
      id: 'result',
      label: t(decided ? `progress.steps.${progress.status}` : 'progress.steps.result'),
      ...(decided && progress.reviewedAt ? { timestamp: progress.reviewedAt } : {}),
      ...(decided && progress.message ? { description: progress.message } : {}),
    },
  ];
  return { steps, current: decided ? steps.length : 1 };
}

/**
 * The application's progress (spec §2 /m/blogger/blogger_progress): its status and a timeline
 * (submitted, under review, approved or not, with the programme's note); the cashback earned once
 * approved; apply (again) when there is none or it was not approved. The decision opens as a
 * popup. Needs login.
 */
export function BloggerProgressView({ status, retrying = false, progress, resultOpen = false, onCloseResult, onAction, onRetry }: BloggerProgressViewProps) {
  const { t } = useTranslation('blogger');
  const locale = useLocale();
  const titleId = useId();
  const decided = progress?.status === 'approved' || progress?.status === 'rejected' ? progress.status : null;
  return (
    <AccountPage $flush aria-labelledby={titleId}>
      <Section as="div" variant="plain">
        <Heading level={1} variant="title" id={titleId}>
          {t('progress.title')}
        </Heading>
        {status === 'loading' && (
          <LoadingBlocks>
            <Skeleton variant="text" lines={5} announce label={t('common.loading')} />
          </LoadingBlocks>
        )}
        {status === 'error' && <ErrorState title={t('common.error.title')} message={t('common.error.message')} retrying={retrying} onRetry={onRetry} />}
      </Section>
      {status === 'ready' && progress && progress.status === 'none' && (
        <Section as="div" variant="plain">
          <EmptyState
            icon="user"
            title={t('progress.none.title')}
            description={t('progress.none.description')}
            actionLabel={t('progress.none.action')}
            onAction={() => onAction('apply')}
            headingLevel={2}
          />
        </Section>
      )}
      {status === 'ready' && progress && progress.status !== 'none' && (
        <>
          <Section title={t('progress.statusTitle')} variant="plain">
            <KeyValueList>
              <KeyValueRow label={t('progress.statusLabel')} value={t(`progress.status.${progress.status}`)} emphasis />
              {progress.status === 'approved' && <KeyValueRow label={t('progress.cashbackTotal')} value={formatMoney(progress.cashbackTotal, locale)} />}
            </KeyValueList>
          </Section>
          <Section title={t('progress.timelineTitle')} variant="plain">
            <StepIndicator orientation="vertical" label={t('progress.timelineTitle')} {...timeline(progress, t)} />
          </Section>
          <Actions>
            {progress.status === 'applying' && <Text tone="muted">{t('progress.waitNote')}</Text>}
            {progress.status === 'approved' && (
              <Button size="lg" fullWidth onClick={() => onAction('cashback')}>
                {t('progress.actions.cashback')}
              </Button>
            )}
            {progress.status === 'rejected' && (
              <Button size="lg" fullWidth onClick={() => onAction('apply')}>
                {t('progress.actions.applyAgain')}
              </Button>
            )}
            <Button size="lg" fullWidth variant="secondary" onClick={() => onAction('messages')}>
              {t('progress.actions.messages')}
            </Button>
          </Actions>
        </>
      )}
      <ResultDialog
        result={status === 'ready' ? decided : null}
        message={progress?.message ?? null}
        open={resultOpen}
        onClose={onCloseResult}
        onAction={() => onAction(decided === 'approved' ? 'cashback' : 'apply')}
      />
    </AccountPage>
  );
}
