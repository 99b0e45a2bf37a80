export { TextField, firstError } from './TextField';
export type { TextFieldProps } from './TextField';
