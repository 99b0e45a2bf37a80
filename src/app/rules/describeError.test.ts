import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { describeRouteError } from './describeError';

/** A thrown `data()` as the router hands it to the error boundary. */
function asRouteError(status: number, statusText: string, body: unknown) {
  return { status, statusText, data: body, internal: false };
}

describe('describeRouteError', () => {
  it.each([
    [asRouteError(500, 'Unknown middleware', 'Unknown middleware'), { status: 500, message: 'Unknown middleware' }],
    [asRouteError(404, 'Not Found', { notFound: true, recommendations: [] }), { status: 404, message: 'Not Found' }],
    [asRouteError(403, 'Forbidden', { message: 'กรุณาเข้าสู่ระบบ' }), { status: 403, message: 'กรุณาเข้าสู่ระบบ' }],
    [new Error('Cannot read properties of undefined'), { status: 500, message: 'Cannot read properties of undefined' }],
    ['boom', { status: 500, message: 'boom' }],
    [undefined, { status: 500, message: '' }],
  ])('%o → %o', (error, expected) => {
    expect(describeRouteError(error)).toEqual(expected);
  });

  it('reads what data() carries', () => {
    expect(data('x', 500).init).toEqual({ status: 500 });
  });
});
