import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../Icon';

const Floating = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  /* Above the bottom tab bar (a large control plus its padding). */
  bottom: calc(env(safe-area-inset-bottom, 0px) + ${({ theme }) => theme.sizes.controlLg} + ${({ theme }) => theme.space[4]});
  z-index: ${({ theme }) => theme.zIndices.floating};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: pointer;

  &:active {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/** The chevron icon points right; turned a quarter to point up. */
const Up = styled.span`
  display: inline-flex;
  transform: rotate(-90deg);
`;

export interface GoTopButtonProps {
  /** Shown when true (the host decides, say after a screen of scrolling); nothing renders otherwise. */
  visible: boolean;
  /** Scroll to the top here (respect reduced motion: instant instead of smooth). */
  onClick: () => void;
}

/** A round floating button at the bottom right that takes the shopper back to the top of a long page. */
export function GoTopButton({ visible, onClick }: GoTopButtonProps) {
  const { t } = useTranslation('overlays');
  if (!visible) return null;
  return (
    <Floating type="button" aria-label={t('goTop.label')} onClick={onClick}>
      <Up>
        <Icon name="chevron" />
      </Up>
    </Floating>
  );
}
