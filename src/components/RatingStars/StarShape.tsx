import { useId } from 'react';

const STAR = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z';

/** One star filled to `fill` (0 to 1) from the left, in the current colour, on a muted outline. */
export function StarShape({ fill, size }: { fill: number; size: number }) {
  const clipId = useId();
  const width = Math.max(0, Math.min(1, fill)) * 24;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden focusable="false">
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width={width} height="24" />
        </clipPath>
      </defs>
      <path d={STAR} fill="none" stroke="currentColor" strokeOpacity="0.45" strokeWidth="1.5" strokeLinejoin="round" />
      <path d={STAR} fill="currentColor" clipPath={`url(#${clipId})`} />
    </svg>
  );
}
