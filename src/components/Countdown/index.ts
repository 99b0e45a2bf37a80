export { Countdown } from './Countdown';
export type { CountdownProps } from './Countdown';
export { useCountdown } from './useCountdown';
export type { UseCountdownOptions } from './useCountdown';
export { splitDuration } from './splitDuration';
export type { DurationParts } from './splitDuration';
