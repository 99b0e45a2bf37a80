import { TextField, type TextFieldProps } from '../TextField';

export interface NumericInputProps extends Omit<TextFieldProps, 'digitsOnly' | 'type'> {
  /** The most digits kept; longer input (typed or pasted) is cut after its digits are kept. */
  maxLength?: number;
}

/**
 * A labelled field that keeps digits only (spec §5): spaces, dashes and letters go as the shopper
 * types or pastes, full-width and Thai digits become 0-9, and the result is cut to `maxLength`
 * digits. It opens the numeric keypad on phones. Built on TextField, so hint, error and rules work
 * the same way.
 */
export function NumericInput({ inputMode = 'numeric', autoComplete = 'off', ...props }: NumericInputProps) {
  return <TextField {...props} type="text" inputMode={inputMode} autoComplete={autoComplete} digitsOnly />;
}
