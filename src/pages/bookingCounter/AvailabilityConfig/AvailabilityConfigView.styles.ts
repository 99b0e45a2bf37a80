import styled from 'styled-components';

/** One weekday: its open switch, then its hours side by side. */
export const DayRow = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} 0;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
`;

export const Times = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
`;
