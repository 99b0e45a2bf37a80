import styled from 'styled-components';
import { PUZZLE_HEIGHT, PUZZLE_WIDTH } from '../../../components';

/** A bare modal: the slider panel brings its own title, refresh and close buttons. */
export const PopupDialog = styled.dialog`
  max-width: calc(100% - 2 * ${({ theme }) => theme.space[4]});
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

/** Holds the place of the 310×155 puzzle while it loads or failed to. */
export const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  box-sizing: border-box;
  width: ${PUZZLE_WIDTH}px;
  min-height: ${PUZZLE_HEIGHT}px;
  margin: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.body.fontSize};
  line-height: ${({ theme }) => theme.typography.body.lineHeight};
  text-align: center;
`;

export const PlaceholderActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;
