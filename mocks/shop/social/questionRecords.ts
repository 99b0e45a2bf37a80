import type { Trilingual } from '../../fixtures/locale';
import { ACCOUNT_IDS } from '../seedNames';

/** An answer to a product question: the shop's (official) or another shopper's. */
export interface QuestionAnswerRecord {
  readonly id: string;
  readonly content: Trilingual;
  /** Another shopper's nickname; null for the shop's answer. */
  readonly author: string | null;
  readonly official: boolean;
  readonly at: string;
}

/** A question a shopper asked about a product, with the answers it got (oldest first). */
export interface QuestionRecord {
  readonly id: string;
  readonly user_id: number;
  readonly team_id: string;
  readonly question: Trilingual;
  readonly asked_at: string;
  readonly answers: QuestionAnswerRecord[];
}

const same = (text: string): Trilingual => ({ th: text, en: text, zh: text });

const SHOP_ANSWER = (id: string, at: string, content: Trilingual): QuestionAnswerRecord => ({ id, content, author: null, official: true, at });

/**
 * The demo shopper's questions, newest first: seven (two pages), four answered by the shop (one also
 * by another shopper) and three still waiting. The other accounts have asked nothing.
 */
export function seedQuestions(): QuestionRecord[] {
  const shopper = ACCOUNT_IDS.shopper;
  return [
    {
      id: '61007',
      user_id: shopper,
      team_id: '50005',
      question: {
        th: 'กันแดดตัวนี้ใช้ก่อนแต่งหน้าได้ไหม เป็นคราบขาวหรือเปล่า',
        en: 'Can I wear this sunscreen under make-up? Does it leave a white cast?',
        zh: '这款防晒可以在化妆前使用吗？会泛白吗？',
      },
      asked_at: '2025-03-13 20:15:00',
      answers: [],
    },
    {
      id: '61006',
      user_id: shopper,
      team_id: '50001',
      question: {
        th: 'เซรั่มขมิ้นชันใช้คู่กับวิตามินซีได้ไหมคะ',
        en: 'Can the turmeric serum be used together with vitamin C?',
        zh: '姜黄精华可以和维生素C一起用吗？',
      },
      asked_at: '2025-03-11 09:40:00',
      answers: [
        SHOP_ANSWER('62011', '2025-03-11 14:05:00', {
          th: 'ใช้ร่วมกันได้ค่ะ แนะนำให้ทาวิตามินซีในตอนเช้า และเซรั่มขมิ้นชันในตอนกลางคืน',
          en: 'Yes. We suggest vitamin C in the morning and the turmeric serum at night.',
          zh: '可以一起使用。建议早上使用维生素C，晚上使用姜黄精华。',
        }),
        {
          id: '62012',
          content: {
            th: 'ใช้คู่กันมาสองเดือน ผิวไม่แพ้ค่ะ',
            en: 'I have used both for two months with no irritation.',
            zh: '我两种一起用了两个月，没有过敏。',
          },
          author: 'มายด์',
          official: false,
          at: '2025-03-12 08:30:00',
        },
      ],
    },
    {
      id: '61005',
      user_id: shopper,
      team_id: '50007',
      question: { th: 'ลิปสีนี้ติดทนกี่ชั่วโมง', en: 'How many hours does this lipstick last?', zh: '这款口红能持妆几个小时？' },
      asked_at: '2025-03-07 16:20:00',
      answers: [
        SHOP_ANSWER('62010', '2025-03-08 10:00:00', {
          th: 'ติดทนประมาณ 6–8 ชั่วโมง หากไม่ได้รับประทานอาหารมันค่ะ',
          en: 'About 6–8 hours, unless you eat oily food.',
          zh: '不吃油腻食物的情况下约 6–8 小时。',
        }),
      ],
    },
    {
      id: '61004',
      user_id: shopper,
      team_id: '50003',
      question: { th: 'โทนเนอร์มีแอลกอฮอล์ไหม', en: 'Does the toner contain alcohol?', zh: '爽肤水含酒精吗？' },
      asked_at: '2025-02-28 11:05:00',
      answers: [],
    },
    {
      id: '61003',
      user_id: shopper,
      team_id: '50004',
      question: { th: 'มาสก์ใช้ได้บ่อยแค่ไหน', en: 'How often can I use the mask?', zh: '面膜多久可以用一次？' },
      asked_at: '2025-02-20 19:45:00',
      answers: [
        SHOP_ANSWER('62008', '2025-02-21 09:10:00', {
          th: 'ใช้ได้ 2–3 ครั้งต่อสัปดาห์ค่ะ',
          en: 'Two or three times a week.',
          zh: '每周 2–3 次即可。',
        }),
      ],
    },
    {
      id: '61002',
      user_id: shopper,
      team_id: '50010',
      question: { th: 'อายครีมเหมาะกับผิวแพ้ง่ายไหม', en: 'Is the eye cream fine for sensitive skin?', zh: '眼霜适合敏感肌吗？' },
      asked_at: '2025-02-14 13:30:00',
      answers: [
        SHOP_ANSWER('62005', '2025-02-15 11:00:00', {
          th: 'ผ่านการทดสอบการระคายเคืองแล้ว แต่แนะนำให้ทดสอบที่ท้องแขนก่อนค่ะ',
          en: 'It is tested for irritation, but please try it on your inner arm first.',
          zh: '已通过刺激性测试，但建议先在手臂内侧试用。',
        }),
      ],
    },
    {
      id: '61001',
      user_id: shopper,
      team_id: '50012',
      question: same('Aloe gel: ok for the face?'),
      asked_at: '2025-02-02 10:00:00',
      answers: [],
    },
  ];
}
