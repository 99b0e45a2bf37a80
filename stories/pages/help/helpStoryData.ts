import { buildHelpTopics } from '../../../mocks/fixtures/helpTopics';
import type { MockLocale } from '../../../mocks/fixtures/locale';
import { mockRequestOf } from '../../../mocks/handlers/core';
import { helpUserCenterMocks } from '../../../mocks/shop/account/helpUserCenterMocks';
import { buildShopState } from '../../../mocks/shop/buildShopState';
import { helpTopicsSchema, myQuestionPageSchema } from '../../../src/api/schemas/help';
import type { HelpTopicItem } from '../../../src/pages/help/Help/helpLoader';
import { questionItemsOf, type QuestionItem } from '../../../src/pages/help/MyQuestions/myQuestionsLoader';

/** The mock shop's help topics as the help page shows them, in one language. */
export function storyTopics(locale: MockLocale): readonly HelpTopicItem[] {
  return helpTopicsSchema.parse(buildHelpTopics(locale)).topics.map((topic) => ({
    id: topic.id,
    category: topic.category ?? '',
    question: topic.question,
    answer: topic.answer,
  }));
}

/** A Thai topic with a long question and answer (wrapping, stacked vowels and tone marks). */
export const LONG_THAI_TOPIC: HelpTopicItem = {
  id: '9901',
  category: 'การคืนสินค้าและการขอคืนเงินสำหรับสินค้าที่ซื้อในช่วงแคมเปญพิเศษ',
  question: 'หากสั่งซื้อเซรั่มขมิ้นชันเข้มข้นพร้อมของแถมในช่วงแคมเปญวันเกิดสมาชิกระดับทองแล้วต้องการคืนเฉพาะบางชิ้น จะได้รับเงินคืนอย่างไร',
  answer:
    'คุณสามารถขอคืนเฉพาะบางชิ้นได้ภายใน 7 วันหลังได้รับสินค้า โดยของแถมที่ผูกกับสินค้าชิ้นนั้นต้องส่งคืนพร้อมกัน ยอดเงินคืนจะคำนวณตามราคาที่ชำระจริงหลังหักส่วนลดคูปองตามสัดส่วน และจะคืนเข้าช่องทางการชำระเงินเดิมภายใน 3–7 วันทำการหลังคลังสินค้าตรวจรับของเรียบร้อยแล้ว',
};

/** The demo shopper's first page of product questions from the mock shop, as the page shows them. */
export function storyQuestions(locale: MockLocale): readonly QuestionItem[] {
  const answer = myQuestionPageSchema.parse(helpUserCenterMocks.getMyQuestions.ok(mockRequestOf(buildShopState('shopper'), {}, locale)));
  return questionItemsOf(answer);
}

/** A Thai question with a long product name, question and answer. */
export const LONG_THAI_QUESTION: QuestionItem = {
  id: '69999',
  question:
    'ถ้าผิวแพ้ง่ายและเป็นสิวอุดตันบริเวณคางบ่อย ๆ สามารถใช้เซรั่มขมิ้นชันเข้มข้นตัวนี้ร่วมกับครีมใบบัวบกลดสิวและกันแดดกันน้ำทุกเช้าได้ไหมคะ ต้องเว้นระยะกี่นาที',
  askedAt: '2025-03-12 21:45:00',
  product: {
    name: 'เซรั่มขมิ้นชันไบรท์เทนนิ่งสูตรเข้มข้นพิเศษสำหรับผิวแพ้ง่าย ขนาดทดลอง 30 มล. แพ็กคู่พร้อมถุงผ้า',
    imageUrl: '/static/mock/team-50001.webp',
    brandName: 'สยามเฮิร์บแล็บ',
    href: '/m/101/50001.html',
  },
  answers: [
    {
      id: '69998',
      content:
        'ใช้ร่วมกันได้ค่ะ แนะนำให้ทาเซรั่มก่อน รอให้ซึมประมาณ 1–2 นาที แล้วจึงแต้มครีมใบบัวบกเฉพาะจุด และปิดท้ายด้วยกันแดดทุกเช้า หากมีอาการระคายเคืองให้หยุดใช้และปรึกษาแพทย์ผิวหนังนะคะ',
      author: null,
      official: true,
      at: '2025-03-13 09:20:00',
    },
  ],
};
