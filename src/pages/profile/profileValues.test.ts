import { describe, expect, it } from 'vitest';
import { beautyProfileSchema, userSchema } from '../../api';
import { beautyValuesOf, isBlank } from './BeautyProfile/beautyProfileLoader';
import { profileValuesOf } from './Profile/profileLoader';

const TODAY = '2025-03-14';
const CATEGORIES = [
  { id: '1', name: 'Skincare', children: [{ id: '11', name: 'Serums' }] },
  { id: '2', name: 'Makeup', children: [] },
];

describe('the profile form', () => {
  it('takes the backend values it knows and leaves the rest unchosen', () => {
    const user = userSchema.parse({ id: 1, username: 'ploy', gender: 'female', birthday: '1997-05-20', skin_type: 'oily' });
    expect(profileValuesOf(user, TODAY)).toEqual({ nickname: 'ploy', gender: 'female', birthday: '1997-05-20', skinType: 'oily' });
    const tampered = userSchema.parse({ id: 1, username: '<b>x</b>', gender: 'robot', birthday: '2099-01-01', skin_type: '"><script>' });
    expect(profileValuesOf(tampered, TODAY)).toEqual({ nickname: '<b>x</b>', gender: '', birthday: null, skinType: '' });
    expect(profileValuesOf(userSchema.parse({ id: 1, username: 'new' }), TODAY)).toEqual({ nickname: 'new', gender: '', birthday: null, skinType: '' });
  });
});

describe('the beauty profile form', () => {
  it('keeps known concerns and the shop’s categories, each once', () => {
    const profile = beautyProfileSchema.parse({ skin_type: 'dry', concerns: ['acne', 'acne', 'glitter'], category_ids: [2, '11', '99', '2'] });
    expect(beautyValuesOf(profile, CATEGORIES)).toEqual({ skinType: 'dry', concerns: ['acne'], categoryIds: ['2', '11'] });
  });

  it('reads an empty or missing profile as blank', () => {
    const values = beautyValuesOf(beautyProfileSchema.parse({ skin_type: null, concerns: null, category_ids: {} }), CATEGORIES);
    expect(isBlank(values)).toBe(true);
    expect(isBlank({ ...values, concerns: ['pores'] })).toBe(false);
  });
});
