import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';
import { Busy, Label, StyledButton } from './Button.styles';
import type { ButtonSize, ButtonVariant } from './Button.types';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the button's width, and ignores clicks until done (no double submit). */
  loading?: boolean;
  fullWidth?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The action control. A loading button stays focusable (focus is not lost mid-submit) but is
 * aria-disabled and swallows clicks; a disabled button is skipped by the keyboard.
 */
export function Button({
  children,
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  icon,
  type = 'button',
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const { t } = useTranslation('components');
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      <Label $hidden={loading}>
        {icon}
        {children}
      </Label>
      {loading && (
        <Busy>
          <Spinner size={size === 'lg' ? 'md' : 'sm'} />
          <VisuallyHidden>{t('button.loading')}</VisuallyHidden>
        </Busy>
      )}
    </StyledButton>
  );
}
