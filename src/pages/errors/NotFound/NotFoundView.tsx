import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';

export interface NotFoundViewProps {
  /** Where "Return to homepage" goes (home, or the tourist promo page for tourists). */
  onReturnHome: () => void;
}

const Page = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]}`};
  text-align: center;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.title.fontSize};
  line-height: ${({ theme }) => theme.typography.title.lineHeight};
`;

/** "This page could not be found" with a way back home (spec §2, §8). */
export function NotFoundView({ onReturnHome }: NotFoundViewProps) {
  const { t } = useTranslation('app');
  return (
    <Page>
      <Title>{t('notFound.title')}</Title>
      <Button onClick={onReturnHome}>{t('notFound.returnHome')}</Button>
    </Page>
  );
}
