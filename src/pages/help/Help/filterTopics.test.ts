import { describe, expect, it } from 'vitest';
import { filterTopics } from './filterTopics';
import type { HelpTopicItem } from './helpLoader';

const topics: readonly HelpTopicItem[] = [
  { id: '1', category: 'Orders', question: 'How do I track my order?', answer: 'Open My orders.' },
  { id: '2', category: 'Returns and refunds', question: 'When will I get my refund?', answer: 'Within 3–7 working days.' },
  { id: '3', category: 'การคืนสินค้า', question: 'จะได้รับเงินคืนเมื่อไร', answer: 'ภายใน 3–7 วันทำการ' },
  { id: '4', category: '', question: '如何查询订单物流？', answer: '进入 我的订单。' },
];

describe('filterTopics', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(filterTopics(topics, '')).toBe(topics);
    expect(filterTopics(topics, '   ')).toBe(topics);
  });

  it('matches question, answer and category, any case, every word', () => {
    expect(filterTopics(topics, 'REFUND').map((t) => t.id)).toEqual(['2']);
    expect(filterTopics(topics, 'my orders').map((t) => t.id)).toEqual(['1']);
    expect(filterTopics(topics, 'working  refund').map((t) => t.id)).toEqual(['2']);
    expect(filterTopics(topics, 'orders lipstick')).toEqual([]);
  });

  it('finds Thai and Chinese text without spaces between words', () => {
    expect(filterTopics(topics, 'เงินคืน').map((t) => t.id)).toEqual(['3']);
    expect(filterTopics(topics, 'คืนสินค้า').map((t) => t.id)).toEqual(['3']);
    expect(filterTopics(topics, '物流').map((t) => t.id)).toEqual(['4']);
  });

  it('treats the query as text, not a pattern', () => {
    expect(filterTopics(topics, '.*')).toEqual([]);
    expect(filterTopics(topics, '?').map((t) => t.id)).toEqual(['1', '2']);
  });
});
