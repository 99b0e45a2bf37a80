import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Heading } from '../../../components/Heading';
import { InfiniteListSentinel, type InfiniteListStatus } from '../../../components/InfiniteListSentinel';
import { ListRow } from '../../../components/ListRow';
import { Section } from '../../../components/Section';
import { Skeleton } from '../../../components/Skeleton';
import { Tag } from '../../../components/Tag';
import { Text } from '../../../components/Text';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatDate } from '../../../format';
import { useLocale } from '../../../i18n';
import { StackList } from '../../shared/lists.styles';
import { AccountPage, LoadingBlocks } from '../../shared/page.styles';
import type { QuestionItem } from './myQuestionsLoader';
import { Answer, AnswerHead, Answers, Asked, Card, QuestionText } from './MyQuestionsView.styles';

export type MyQuestionsStatus = 'loading' | 'error' | 'ready';

export interface MyQuestionsViewProps {
  status: MyQuestionsStatus;
  retrying?: boolean;
  /** The questions loaded so far, newest first. */
  questions?: readonly QuestionItem[];
  /** The list's sentinel: idle (more pages to load), loading, error (retry) or end. */
  moreStatus?: InfiniteListStatus;
  onLoadMore?: () => void;
  /** A product was followed: route in-app (call preventDefault). */
  onOpenProduct: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Empty list: go browse products. */
  onShop: () => void;
  onRetry: () => void;
}

function QuestionCard({ item, onOpenProduct }: { item: QuestionItem; onOpenProduct: MyQuestionsViewProps['onOpenProduct'] }) {
  const { t } = useTranslation('help');
  const locale = useLocale();
  const questionId = useId();
  return (
    <Card aria-labelledby={questionId}>
      <ListRow
        title={item.product.name}
        titleLines={2}
        {...(item.product.brandName ? { subtitle: item.product.brandName } : {})}
        {...(item.product.imageUrl ? { imageSrc: item.product.imageUrl } : {})}
        href={item.product.href}
        onOpen={(event) => onOpenProduct(item.product.href, event)}
        align="center"
      />
      <Asked>
        <QuestionText id={questionId}>
          <VisuallyHidden>{`${t('questions.question')}: `}</VisuallyHidden>
          {item.question}
        </QuestionText>
        <Text as="p" variant="small" tone="muted">
          {t('questions.asked', { date: formatDate(item.askedAt, locale) })}
        </Text>
      </Asked>
      {item.answers.length === 0 ? (
        <div>
          <Tag tone="warning" size="sm">
            {t('questions.waiting')}
          </Tag>
        </div>
      ) : (
        <Answers aria-label={t('questions.answers', { count: item.answers.length })}>
          {item.answers.map((answer) => (
            <Answer key={answer.id} $official={answer.official}>
              <AnswerHead>
                <strong>{answer.official ? t('questions.official') : t('questions.byShopper', { name: answer.author ?? '' })}</strong>
                <span>{t('questions.answeredOn', { date: formatDate(answer.at, locale) })}</span>
              </AnswerHead>
              <Text variant="body">{answer.content}</Text>
            </Answer>
          ))}
        </Answers>
      )}
    </Card>
  );
}

/**
 * The questions the shopper asked about products (spec §2 /m/my_question.php), newest first: each
 * with its product (a link to it), the question, when it was asked and the answers (the shop's
 * marked as such), or "waiting for an answer"; the list grows a page at a time. Needs login.
 */
export function MyQuestionsView({
  status,
  retrying = false,
  questions = [],
  moreStatus = 'end',
  onLoadMore,
  onOpenProduct,
  onShop,
  onRetry,
}: MyQuestionsViewProps) {
  const { t } = useTranslation('help');
  const titleId = useId();
  return (
    <AccountPage $flush aria-labelledby={titleId}>
      <Section as="div" variant="plain">
        <Heading level={1} variant="title" id={titleId}>
          {t('questions.title')}
        </Heading>
        {status === 'loading' && (
          <LoadingBlocks>
            <Skeleton variant="text" lines={4} announce label={t('questions.loading')} />
            <Skeleton variant="text" lines={4} announce={false} />
          </LoadingBlocks>
        )}
        {status === 'error' && <ErrorState title={t('questions.error.title')} message={t('questions.error.message')} retrying={retrying} onRetry={onRetry} />}
        {status === 'ready' && questions.length === 0 && moreStatus === 'end' && (
          <EmptyState
            icon="chat"
            title={t('questions.empty.title')}
            description={t('questions.empty.description')}
            actionLabel={t('questions.empty.action')}
            onAction={onShop}
          />
        )}
      </Section>
      {status === 'ready' && (questions.length > 0 || moreStatus !== 'end') && (
        <Section as="div" variant="plain">
          <StackList $gap={3}>
            {questions.map((item) => (
              <li key={item.id}>
                <QuestionCard item={item} onOpenProduct={onOpenProduct} />
              </li>
            ))}
          </StackList>
          <InfiniteListSentinel status={moreStatus} onLoadMore={onLoadMore ?? (() => undefined)} />
        </Section>
      )}
    </AccountPage>
  );
}
