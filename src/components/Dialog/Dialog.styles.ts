import styled from 'styled-components';

export const NativeDialog = styled.dialog`
  width: calc(100% - 2 * ${({ theme }) => theme.space[8]});
  max-width: calc(${({ theme }) => theme.sizes.pageMaxWidth} / 2);
  max-height: calc(100% - 2 * ${({ theme }) => theme.space[12]});
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overscroll-behavior: contain;

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }

  &[open] {
    display: flex;
    flex-direction: column;
  }
`;

/** Fills the dialog, so a click whose target is the dialog itself is a click on the backdrop. */
export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 0;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]};
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Title = styled.h2<{ $centered: boolean }>`
  flex: 1;
  min-width: 0;
  margin: 0;
  text-align: ${({ $centered }) => ($centered ? 'center' : 'start')};
  font-size: ${({ theme }) => theme.typography.subtitle.fontSize};
  line-height: ${({ theme }) => theme.typography.subtitle.lineHeight};
  font-weight: ${({ theme }) => theme.typography.subtitle.fontWeight};
`;

export const Content = styled.div<{ $centered: boolean }>`
  overflow-y: auto;
  text-align: ${({ $centered }) => ($centered ? 'center' : 'start')};
  font-size: ${({ theme }) => theme.typography.body.fontSize};
  line-height: ${({ theme }) => theme.typography.body.lineHeight};
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};

  & > * {
    flex: 1 1 0;
  }
`;

/** The 44 px close cross, shared by Dialog and BottomSheet. */
export const CloseButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  margin: calc(-1 * ${({ theme }) => theme.space[2]});
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:active {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;
