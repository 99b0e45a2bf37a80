import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../VisuallyHidden';
import { Card, ImageBlock, Line, Lines, Root, Shapes } from './Skeleton.styles';
import type { SkeletonVariant } from './Skeleton.types';

export interface SkeletonProps {
  variant?: SkeletonVariant;
  /** Text: how many lines (the last is shorter). Defaults to 3. */
  lines?: number;
  /** Image: width / height as CSS `aspect-ratio` ('1 / 1', '16 / 9', 2). Defaults to square. */
  aspectRatio?: string | number;
  /**
   * Says 'Loading' to screen readers (once, as a status). Turn it off on all but one skeleton
   * when several stand for the same loading list.
   */
  announce?: boolean;
  /** What a screen reader hears instead of 'Loading…'. */
  label?: string;
}

function TextLines({ count }: { count: number }) {
  const total = Math.max(1, Math.floor(count));
  return (
    <Lines>
      {Array.from({ length: total }, (_, index) => (
        <Line key={index} $width={total > 1 && index === total - 1 ? '60%' : '100%'} />
      ))}
    </Lines>
  );
}

/**
 * Grey placeholder shapes where content is loading: text lines, an image of a given ratio, or a
 * product card. The shapes are hidden from screen readers; one visually hidden status says
 * 'Loading'. The shimmer stops for shoppers who prefer reduced motion.
 */
export function Skeleton({ variant = 'text', lines = 3, aspectRatio = '1 / 1', announce = true, label }: SkeletonProps) {
  const { t } = useTranslation('basics');
  const ratio = String(aspectRatio);
  return (
    <Root>
      <Shapes aria-hidden>
        {variant === 'text' && <TextLines count={lines} />}
        {variant === 'image' && <ImageBlock $aspectRatio={ratio} />}
        {variant === 'card' && (
          <Card>
            <ImageBlock $aspectRatio={ratio} />
            <TextLines count={2} />
            <Line $width="40%" />
          </Card>
        )}
      </Shapes>
      {announce && (
        <span role="status">
          <VisuallyHidden>{label ?? t('skeleton.loading')}</VisuallyHidden>
        </span>
      )}
    </Root>
  );
}
