import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { ViewerFigure, ViewerNav } from './ReviewEntry.styles';

export interface PhotoViewerProps {
  /** The photos of one review; null: closed. */
  photos: readonly string[] | null;
  /** The photo tapped. */
  index: number;
  onClose: () => void;
}

function Photos({ photos, start }: { photos: readonly string[]; start: number }) {
  const { t } = useTranslation('reviews');
  const [index, setIndex] = useState(Math.min(Math.max(0, start), photos.length - 1));
  const total = photos.length;
  return (
    <ViewerFigure>
      <img src={photos[index]} alt={t('viewer.photo', { index: index + 1, total })} />
      {total > 1 && (
        <ViewerNav>
          <Button variant="outline" onClick={() => setIndex((index - 1 + total) % total)}>
            {t('viewer.previous')}
          </Button>
          <Button variant="outline" onClick={() => setIndex((index + 1) % total)}>
            {t('viewer.next')}
          </Button>
        </ViewerNav>
      )}
    </ViewerFigure>
  );
}

/** A review's photos full-screen (a modal): one at a time, previous and next, Escape or the cross to close. */
export function PhotoViewer({ photos, index, onClose }: PhotoViewerProps) {
  const { t } = useTranslation('reviews');
  const open = photos !== null && photos.length > 0;
  return (
    <Dialog open={open} onClose={onClose} title={t('viewer.title')} variant="custom">
      {open && <Photos key={`${index}-${photos.join('|')}`} photos={photos} start={index} />}
    </Dialog>
  );
}
