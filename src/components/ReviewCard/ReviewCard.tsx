import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, toDate } from '../../format/dates';
import { truncateGraphemes } from '../../format/text';
import { useLocale } from '../../i18n/useLocale';
import { Button } from '../Button';
import { RatingStars } from '../RatingStars';
import { Actions, Author, Avatar, Card, Deleted, ErrorText, Header, Pending, Meta, Photos, Text, TranslatedLabel, Who } from './ReviewCard.styles';
import type { ReviewPhoto, ReviewTranslation } from './ReviewCard.types';
import { useOverflows } from './useOverflows';

export interface ReviewCardProps {
  authorName: string;
  avatarUrl?: string;
  /** 1 to 5. */
  rating: number;
  date: Date | string | number;
  text: string;
  photos?: readonly ReviewPhoto[];
  /** The review was deleted: only the "reviewed deleted" note is shown. */
  deleted?: boolean;
  /** Lines shown before "More" (default 4). */
  clampLines?: number;
  translation?: ReviewTranslation;
  /** Shows the Translate button; called when the shopper asks for a translation (or a retry). */
  onTranslate?: () => void;
  /** Called from "Show original" once a translation is shown. */
  onShowOriginal?: () => void;
  /** Called with the index of the photo tapped (to open a viewer). */
  onPhotoClick?: (index: number) => void;
}

/**
 * A shopper's review: avatar, name, stars, date, text (clamped, with More), photos as buttons,
 * and an optional Translate action whose loading, result and failure come in through
 * `translation`. A deleted review shows only the deleted note.
 */
export function ReviewCard({
  authorName,
  avatarUrl,
  rating,
  date,
  text,
  photos = [],
  deleted = false,
  clampLines = 4,
  translation,
  onTranslate,
  onShowOriginal,
  onPhotoClick,
}: ReviewCardProps) {
  const { t } = useTranslation('commerce');
  const locale = useLocale();
  const nameId = useId();
  const textId = useId();
  const textRef = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const shownText = translation?.status === 'done' ? translation.text : text;
  const overflows = useOverflows(textRef, [shownText, clampLines, expanded]);

  if (deleted) {
    return (
      <Card aria-label={t('reviewCard.deleted')}>
        <Deleted>{t('reviewCard.deleted')}</Deleted>
      </Card>
    );
  }

  return (
    <Card aria-labelledby={nameId}>
      <Header>
        <Avatar aria-hidden>
          {avatarUrl ? <img src={avatarUrl} alt="" width={40} height={40} loading="lazy" decoding="async" /> : truncateGraphemes(authorName, 1, '')}
        </Avatar>
        <Who>
          <Author id={nameId}>{authorName}</Author>
          <Meta>
            <RatingStars value={rating} hideValue />
            <time dateTime={isoOf(date)}>{formatDate(date, locale)}</time>
          </Meta>
        </Who>
      </Header>
      <div>
        {translation?.status === 'done' && <TranslatedLabel>{t('reviewCard.translated')}</TranslatedLabel>}
        <Text id={textId} ref={textRef} $lines={clampLines} $clamped={!expanded}>
          {shownText}
        </Text>
      </div>
      {(overflows || expanded) && (
        <Actions>
          <Button variant="text" size="sm" aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded((v) => !v)}>
            {t(expanded ? 'reviewCard.less' : 'reviewCard.more')}
          </Button>
        </Actions>
      )}
      {photos.length > 0 && (
        <Photos aria-label={t('reviewCard.photos')}>
          {photos.map((photo, index) => (
            <li key={`${photo.url}-${index}`}>
              <button
                type="button"
                aria-label={photo.alt ?? t('reviewCard.photo', { index: index + 1, total: photos.length })}
                onClick={() => onPhotoClick?.(index)}
              >
                <img src={photo.url} alt="" width={120} height={120} loading="lazy" />
              </button>
            </li>
          ))}
        </Photos>
      )}
      {onTranslate && (
        <Actions>
          {translation?.status === 'done' ? (
            <Button variant="outline" size="sm" onClick={onShowOriginal}>
              {t('reviewCard.showOriginal')}
            </Button>
          ) : (
            <Button variant="outline" size="sm" loading={translation?.status === 'loading'} onClick={onTranslate}>
              {t('reviewCard.translate')}
            </Button>
          )}
          <div role="status">
            {translation?.status === 'error' && <ErrorText>{t('reviewCard.translateError')}</ErrorText>}
            {translation?.status === 'loading' && <Pending>{t('reviewCard.translating')}</Pending>}
          </div>
        </Actions>
      )}
    </Card>
  );
}

/** The ISO instant for <time dateTime>; empty for an invalid date. */
function isoOf(date: Date | string | number): string {
  const instant = toDate(date);
  return Number.isNaN(instant.getTime()) ? '' : instant.toISOString();
}
