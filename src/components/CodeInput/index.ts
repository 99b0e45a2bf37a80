export { CodeInput } from './CodeInput';
export type { CodeInputProps } from './CodeInput';
