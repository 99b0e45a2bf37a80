import type { z } from 'zod';
import type { myQuestionSchema } from '../../../src/api/schemas/help';
import { pageOfList } from '../../fixtures/paging';
import { buildTeam } from '../../fixtures/products';
import { pickText, type MockLocale } from '../../fixtures/locale';
import type { ShopState } from '../state';
import { productIndexOf } from './catalogue';
import type { QuestionRecord } from './questionRecords';

/** The shopper's questions come in pages of five. */
export const QUESTIONS_PAGE_SIZE = 5;

/** A question as the my-questions call answers it, in a language. */
function questionView(record: QuestionRecord, locale: MockLocale): z.input<typeof myQuestionSchema> {
  const team = buildTeam(productIndexOf(record.team_id) ?? 0, locale);
  return {
    id: record.id,
    question: pickText(record.question, locale),
    created_at: record.asked_at,
    product: { team_id: team.id, name: team.product, image1: team.image1, brand_id: team.brand_id ?? null, brand_name: team.brand_name ?? null },
    answers: record.answers.map((answer) => ({
      id: answer.id,
      content: pickText(answer.content, locale),
      author: answer.author,
      is_official: answer.official ? 1 : 0,
      created_at: answer.at,
    })),
  };
}

/** Page `page` of the questions a user asked, newest first. */
export function myQuestions(state: ShopState, userId: number, page: number, locale: MockLocale) {
  const mine = state.social.questions.filter((record) => record.user_id === userId).sort((a, b) => b.asked_at.localeCompare(a.asked_at));
  return pageOfList(
    mine.map((record) => questionView(record, locale)),
    page,
    QUESTIONS_PAGE_SIZE,
  );
}
