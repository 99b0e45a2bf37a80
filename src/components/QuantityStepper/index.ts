export { QuantityStepper } from './QuantityStepper';
export type { QuantityStepperProps } from './QuantityStepper';
export { clampQuantity } from './clampQuantity';
export { QUANTITY_STEP_FIELD } from './QuantityStepper';
