export { Radio } from './Radio';
export type { RadioProps } from './Radio';
export { RadioGroup } from './RadioGroup';
export type { RadioGroupProps, RadioOption } from './RadioGroup';
