import { useId, type ButtonHTMLAttributes, type Ref } from 'react';
import { Label, Row, SwitchHint, Text, Thumb, Toggle, Track } from './Switch.styles';

export interface SwitchProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'children' | 'role' | 'type'> {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A line of smaller text under the label, e.g. what the setting does. */
  hint?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An on/off setting that applies at once (notifications, show translated reviews): a button with
 * role switch and aria-checked, its label on the left and the track on the right. Space and Enter
 * toggle it; a tap on the label does too. Use Checkbox for a choice sent with a form.
 */
export function Switch({ label, checked, onChange, hint, disabled = false, id, onClick, ref, ...rest }: SwitchProps) {
  const generatedId = useId();
  const buttonId = id ?? `switch-${generatedId}`;
  const hintId = `${buttonId}-hint`;
  return (
    <Row>
      <Text>
        <Label htmlFor={buttonId} $disabled={disabled}>
          {label}
        </Label>
        {hint && <SwitchHint id={hintId}>{hint}</SwitchHint>}
      </Text>
      <Toggle
        ref={ref}
        id={buttonId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? hintId : undefined}
        disabled={disabled}
        onClick={(event) => {
          onChange(!checked);
          onClick?.(event);
        }}
        {...rest}
      >
        <Track $on={checked} $disabled={disabled} aria-hidden="true">
          <Thumb $on={checked} $disabled={disabled} />
        </Track>
      </Toggle>
    </Row>
  );
}
