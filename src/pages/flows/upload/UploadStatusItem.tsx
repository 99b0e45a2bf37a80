import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Text } from '../../../components/Text';
import { Bar, RowText, StatusRow } from './PhotoUploader.styles';
import type { UploadActorRef } from './upload.types';

/** One photo's upload line: progress while it goes, or the failure with a retry. */
export function UploadStatusItem({ index, actorRef }: { index: number; actorRef: UploadActorRef }) {
  const { t } = useTranslation('backgroundFlows');
  const number = index + 1;
  const view = useSelector(actorRef, (snapshot) => ({
    status: snapshot.matches('done') ? 'done' : snapshot.matches('failed') ? 'failed' : 'uploading',
    progress: Math.round(snapshot.context.progress * 100),
    message: snapshot.context.error?.message,
  }), (a, b) => a.status === b.status && a.progress === b.progress && a.message === b.message);

  if (view.status === 'failed') {
    return (
      <StatusRow $tone="danger">
        <RowText>
          <Text as="span" variant="bodyStrong" tone="danger">
            {t('upload.failed', { index: number })}
          </Text>
          {view.message !== undefined && (
            <Text as="span" variant="small">
              {t('upload.failedDetail', { message: view.message })}
            </Text>
          )}
        </RowText>
        <Button size="sm" variant="outline" onClick={() => actorRef.send({ type: 'retry' })}>
          {t('upload.retry', { index: number })}
        </Button>
      </StatusRow>
    );
  }
  if (view.status === 'done') {
    return (
      <StatusRow $tone="default">
        <Text as="span" variant="small" tone="success">
          {t('upload.done', { index: number })}
        </Text>
      </StatusRow>
    );
  }
  return (
    <StatusRow $tone="default">
      <RowText>
        <Text as="span" variant="small">
          {t('upload.uploading', { index: number, progress: view.progress })}
        </Text>
        <Bar max={100} value={view.progress} aria-label={t('upload.progress', { index: number })} />
      </RowText>
    </StatusRow>
  );
}
