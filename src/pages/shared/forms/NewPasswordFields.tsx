import { TextField } from '../../../components/TextField';
import type { ValidationRule } from '../../../validation';

export interface NewPasswordFieldsProps {
  readonly newLabel: string;
  readonly confirmLabel: string;
  /** What a good password is (spec §5 min 6). */
  readonly hint: string;
  readonly password: string;
  readonly confirm: string;
  readonly passwordError: string | null | undefined;
  readonly confirmError: string | null | undefined;
  readonly onPasswordChange: (value: string) => void;
  readonly onConfirmChange: (value: string) => void;
  /** The repeat's own rules (its match with the new password is the form's check). */
  readonly confirmRules?: readonly ValidationRule[];
}

/** A new password and its repeat (reset and change password): spec §5 required and min 6, for password managers as new. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={props.newLabel}
        hint={props.hint}
        type="password"
        value={props.password}
        onChange={props.onPasswordChange}
        error={props.passwordError ?? null}
        rules={['required', 'min6']}
        autoComplete="new-password"
      />
      <TextField
        label={props.confirmLabel}
        type="password"
        value={props.confirm}
        onChange={props.onConfirmChange}
        error={props.confirmError ?? null}
        {...(props.confirmRules ? { rules: props.confirmRules } : {})}
        autoComplete="new-password"
      />
    </>
  );
}
