export { StepIndicator } from './StepIndicator';
export type { StepIndicatorProps } from './StepIndicator';
export type { StepItem, StepState } from './StepIndicator.types';
