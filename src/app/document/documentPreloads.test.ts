import { describe, expect, it } from 'vitest';
import { documentPageModules } from './documentPreloads';

describe('documentPageModules', () => {
  it('gives the page’s module files the starter named', () => {
    const files = ['/assets/ui-Ab12.js', '/assets/ListPage-Cd34.js'];
    expect(documentPageModules(files)).toEqual(files);
  });

  it('leaves out anything but a root-relative script address', () => {
    const hostile = ['//evil.example/x.js', 'https://evil.example/x.js', '/assets/../../x.js', 'javascript:alert(1)', '/assets/a.css', 7, null, '/assets/ok-1.js'];
    expect(documentPageModules(hostile)).toEqual(['/assets/ok-1.js']);
  });

  it('gives none without the starter, or with something else in its place', () => {
    for (const value of [undefined, null, 7, 'files', { length: 1 }, Promise.resolve(['/assets/a.js'])]) expect(documentPageModules(value)).toEqual([]);
  });
});
