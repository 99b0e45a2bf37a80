export { StatCard } from './StatCard';
export type { StatCardProps } from './StatCard';
export type { StatFormat, StatPeriod, StatTrend } from './StatCard.types';
