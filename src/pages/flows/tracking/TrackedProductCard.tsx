import { useRef, type MouseEvent } from 'react';
import { ProductCard, type ProductCardProps } from '../../../components/ProductCard';
import type { ClickStatistics } from '../../../tracking';
import { useTrackClick, useTrackImpression, type ImpressionActorRef } from '../../../tracking/react';

export interface TrackedProductCardProps extends ProductCardProps {
  /** The statistic of this card (spec §7 payload); its impression uses `impressionAction`. */
  statistics: ClickStatistics;
  /** The action an impression is recorded with; 'impression' by default. */
  impressionAction?: string;
  /** Drives an impression actor created elsewhere (stories). */
  impressionActor?: ImpressionActorRef;
}

/**
 * A ProductCard whose impression (20% in view for 1 s) and opening are recorded as click
 * statistics. Needs a TrackingProvider above it (without one it is a plain card).
 */
export function TrackedProductCard({ statistics, impressionAction = 'impression', impressionActor, onOpen, ...card }: TrackedProductCardProps) {
  const ref = useRef<HTMLDivElement | null>(null);
  const trackClick = useTrackClick();
  useTrackImpression(ref, { ...statistics, action: impressionAction }, impressionActor);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    trackClick(statistics);
    onOpen?.(event);
  };
  return (
    <div ref={ref}>
      <ProductCard {...card} onOpen={open} />
    </div>
  );
}
