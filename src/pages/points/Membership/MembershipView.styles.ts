import styled from 'styled-components';

/** The current level: its label above the badge (a long level name gets the full width). */
export const CurrentLevel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  max-width: 100%;
`;
