export interface StepItem {
  id: string;
  label: string;
  /** When the step was reached (shown for done and current steps). */
  timestamp?: Date | string | number;
  /** A line under the label, e.g. the courier's note. */
  description?: string;
}

export type StepState = 'done' | 'current' | 'upcoming';
