import styled from 'styled-components';

export const Page = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]}`};
  text-align: center;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.title.fontSize};
  line-height: ${({ theme }) => theme.typography.title.lineHeight};
`;

export const Recommendations = styled.section`
  align-self: stretch;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  text-align: start;
`;

export { CardGrid as Grid } from '../../shared/lists.styles';
