import styled from 'styled-components';

/** The photo block: the picture, then its name, its button and its state beside it. */
export const AvatarBlock = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
`;

export const AvatarSide = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

/** The photo's upload or save state under its button. */
export const AvatarState = styled.div<{ $tone: 'default' | 'danger' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
  padding: ${({ theme, $tone }) => ($tone === 'danger' ? `${theme.space[2]} ${theme.space[3]}` : '0')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSubtle : 'transparent')};
  overflow-wrap: anywhere;
`;

export const ProgressBar = styled.progress`
  width: 100%;
  height: ${({ theme }) => theme.space[1]};
  appearance: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;

  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.colors.border};
  }

  &::-webkit-progress-value {
    background: ${({ theme }) => theme.colors.brand};
  }
`;

/** Why the last save failed (the backend's message), announced as an alert. */
export const Failure = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.body.fontSize};
  line-height: ${({ theme }) => theme.typography.body.lineHeight};
`;

/** The birthday row: its label and value, the button to change it. */
export const BirthdayRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const BirthdayText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

/** The year and month pickers side by side above the calendar. */
export const YearMonth = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

export const SheetActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};

  & > * {
    flex: 1 1 0;
  }
`;
