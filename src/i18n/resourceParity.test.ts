import { describe, expect, it } from 'vitest';
import { findResourceProblems, flattenKeys } from './resourceParity';
import type { BundledResources } from './resources';

const same = { language: { label: 'x' } };

describe('flattenKeys', () => {
  it('joins nested keys with dots', () => {
    expect(flattenKeys({ a: { b: 'B', c: { d: 'D' } }, e: 'E' })).toEqual([
      ['a.b', 'B'],
      ['a.c.d', 'D'],
      ['e', 'E'],
    ]);
  });
});

describe('findResourceProblems', () => {
  it.each<[string, BundledResources, string[]]>([
    [
      'identical locales',
      { th_TH: { common: same }, en_US: { common: same }, zh_CN: { common: same } },
      [],
    ],
    [
      'keys missing in one locale are listed',
      {
        th_TH: { common: { a: 'ก', b: { c: 'ค' }, d: 'ด' } },
        en_US: { common: { a: 'A', b: { c: 'C' }, d: 'D' } },
        zh_CN: { common: { a: '甲' } },
      },
      ['zh_CN/common: missing keys b.c, d'],
    ],
    [
      'a key only one locale has is missing in the others',
      {
        th_TH: { common: { a: 'ก' } },
        en_US: { common: { a: 'A', extra: 'E' } },
        zh_CN: { common: { a: '甲' } },
      },
      ['th_TH/common: missing keys extra', 'zh_CN/common: missing keys extra'],
    ],
    [
      'a missing namespace',
      { th_TH: { common: same }, en_US: { common: same, cart: { t: 'T' } }, zh_CN: { common: same } },
      ['th_TH: missing namespace "cart" (cart.json)', 'zh_CN: missing namespace "cart" (cart.json)'],
    ],
    [
      'empty and blank values',
      { th_TH: { common: { a: '' } }, en_US: { common: { a: 'A' } }, zh_CN: { common: { a: '  ' } } },
      ['th_TH/common: empty value at a', 'zh_CN/common: empty value at a'],
    ],
    [
      'placeholders that differ from en_US',
      {
        th_TH: { common: { hi: 'สวัสดี {{nam}}' } },
        en_US: { common: { hi: 'Hi {{name}}, {{count, number}}' } },
        zh_CN: { common: { hi: '你好 {{- name}} {{count}}' } },
      },
      ['th_TH/common: hi has placeholders {{nam}}, en_US has {{count}}, {{name}}'],
    ],
    [
      'plural forms per language count as one key',
      {
        th_TH: { common: { items_other: '{{count}} ชิ้น' } },
        en_US: { common: { items_one: 'One item', items_other: '{{count}} items' } },
        zh_CN: { common: { items_other: '{{count}} 件' } },
      },
      [],
    ],
    [
      'a plural without the forms its language needs',
      {
        th_TH: { common: { items_other: '{{count}} ชิ้น' } },
        en_US: { common: { items_zero: 'No items', items_other: '{{count}} items' } },
        zh_CN: { common: { items_other: '{{count}} 件' } },
      },
      ['en_US/common: plural items lacks items_one'],
    ],
    [
      'a key ending like a plural form is a plain key without a sibling _other',
      {
        th_TH: { common: { step_one: 'ขั้นที่หนึ่ง' } },
        en_US: { common: { step_one: 'Step one' } },
        zh_CN: { common: {} },
      },
      ['zh_CN/common: missing keys step_one'],
    ],
  ])('%s', (_label, resources, expected) => {
    expect(findResourceProblems(resources)).toEqual(expected);
  });
});
