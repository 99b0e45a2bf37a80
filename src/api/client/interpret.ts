import type { z } from 'zod';
import { bookingEnvelopeSchema, legacyEnvelopeSchema, vaultEnvelopeSchema } from '../schemas/envelope';
import { boolish } from '../schemas/common';
import { failure, NETWORK_ERROR_MESSAGE, SUCCESS_STATUSES, type InterpretContext } from './failures';
import { CANCELLED_ERRCODE, type ApiFailure, type ApiResult } from './result';

function issuesOf(error: z.ZodError): string[] {
  return error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

function statusFailure(ctx: InterpretContext, status: number, message?: string): ApiFailure {
  if (status === 401 || status === 403) return failure(ctx, { kind: 'login', code: status, status });
  if (status === 404) return failure(ctx, { kind: 'notFound', code: status, status });
  if (ctx.meta.transport === 'booking') {
    if (status === 302) return failure(ctx, { kind: 'home', code: status, status });
    if (status === 301 || status === 303) return failure(ctx, { kind: 'notFound', code: status, status });
    if (status === 304) return failure(ctx, { kind: 'login', code: status, status });
    if (status >= 500) {
      return failure(ctx, { kind: 'network', code: 500, status, message: NETWORK_ERROR_MESSAGE, messageKey: 'networkError' });
    }
  }
  if (status >= 500) return failure(ctx, { kind: 'network', code: status, status, messageKey: 'serverError' });
  return failure(ctx, { kind: 'toast', code: status, status, ...(message ? { message } : { messageKey: 'serverError' }) });
}

function parseSuccess<S extends z.ZodType>(ctx: InterpretContext, schema: S, json: unknown, status: number): ApiResult<z.output<S>> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) return failure(ctx, { kind: 'malformed', status, messageKey: 'malformed', issues: issuesOf(parsed.error) });
  const body = parsed.data as z.output<S>;
  const data = (typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined) as never;
  return { ok: true, data, body };
}

function interpretLegacy<S extends z.ZodType>(ctx: InterpretContext, schema: S, json: object, status: number): ApiResult<z.output<S>> {
  const envelope = legacyEnvelopeSchema.safeParse(json);
  if (!envelope.success) {
    if (!SUCCESS_STATUSES.includes(status)) return statusFailure(ctx, status);
    return failure(ctx, { kind: 'malformed', status, messageKey: 'malformed', issues: issuesOf(envelope.error) });
  }
  const e = envelope.data;
  if (e.session_id) ctx.onSessionId(e.session_id);
  if (e.errcode === 0) {
    if (!SUCCESS_STATUSES.includes(status)) return statusFailure(ctx, status);
    return parseSuccess(ctx, schema, json, status);
  }
  const message = e.msg || e.errmsg || undefined;
  const base = { code: e.errcode, status, ...(message ? { message } : {}), ...(e.data !== undefined ? { data: e.data } : {}) };
  if (e.errcode === CANCELLED_ERRCODE) return failure(ctx, { ...base, kind: 'cancelled' });
  if (e.errcode === 401 || (e.errcode === 1 && e.need_login)) {
    const loginLink = ctx.safeTarget(e.login_link, 'login_link');
    return failure(ctx, { ...base, kind: 'login', ...(loginLink ? { loginLink } : {}) });
  }
  if (e.errcode === 1 && e.err_timeout) return failure(ctx, { ...base, kind: 'timeout', messageKey: 'timeout' });
  if (e.errcode === 10002) return failure(ctx, { ...base, kind: 'captcha' });
  if (e.errcode === 404) {
    const redirect = ctx.safeTarget(e.error_link, 'error_link');
    // spec §8: 404 shows the error page unless an error link is present; then the link is followed.
    return redirect ? failure(ctx, { ...base, kind: 'toast', redirect }) : failure(ctx, { ...base, kind: 'notFound' });
  }
  return failure(ctx, { ...base, kind: 'toast' });
}

function interpretBooking<S extends z.ZodType>(ctx: InterpretContext, schema: S, json: object, status: number): ApiResult<z.output<S>> {
  const envelope = bookingEnvelopeSchema.safeParse(json);
  if (!envelope.success) {
    if (!SUCCESS_STATUSES.includes(status)) return statusFailure(ctx, status);
    return failure(ctx, { kind: 'malformed', status, messageKey: 'malformed', issues: issuesOf(envelope.error) });
  }
  const e = envelope.data;
  if (SUCCESS_STATUSES.includes(e.code)) {
    if (!SUCCESS_STATUSES.includes(status)) return statusFailure(ctx, status);
    return parseSuccess(ctx, schema, json, status);
  }
  const message = e.toast_message?.text || e.message || undefined;
  const base = { code: e.code, status, ...(message ? { message } : {}), ...(e.data !== undefined && e.data !== null ? { data: e.data } : {}) };
  switch (e.code) {
    case 302:
      return failure(ctx, { ...base, kind: 'home' });
    case 301:
    case 303:
      return failure(ctx, { ...base, kind: 'notFound' });
    case 401:
    case 304:
    case 403: {
      const loginLink = ctx.safeTarget(e.redirect_url, 'redirect_url');
      return failure(ctx, { ...base, kind: 'login', ...(loginLink ? { loginLink } : {}) });
    }
    case 500:
      return failure(ctx, { ...base, kind: 'network', message: message ?? NETWORK_ERROR_MESSAGE, messageKey: 'networkError' });
    case CANCELLED_ERRCODE:
      return failure(ctx, { ...base, kind: 'cancelled' });
    case 10002:
      return failure(ctx, { ...base, kind: 'captcha' });
    case 20001:
      // spec §3/§8: the account needs a person to look at it — on provider and shopper booking calls alike.
      return failure(ctx, { ...base, kind: 'liveChat' });
    default:
      return failure(ctx, { ...base, kind: 'toast' });
  }
}

function interpretVault<S extends z.ZodType>(ctx: InterpretContext, schema: S, json: object, status: number): ApiResult<z.output<S>> {
  const envelope = vaultEnvelopeSchema.safeParse(json);
  if (!envelope.success) {
    if (!SUCCESS_STATUSES.includes(status)) return statusFailure(ctx, status);
    return failure(ctx, { kind: 'malformed', status, messageKey: 'malformed', issues: issuesOf(envelope.error) });
  }
  const error = envelope.data.error;
  if (error) {
    const code = typeof error.code === 'number' ? error.code : status;
    return failure(ctx, { kind: 'toast', code, status, ...(error.message ? { message: error.message } : { messageKey: 'serverError' }) });
  }
  if (!SUCCESS_STATUSES.includes(status)) return statusFailure(ctx, status);
  return parseSuccess(ctx, schema, json, status);
}

/** Turns an HTTP status and body text into the endpoint's typed result (spec §8). Never throws. */
export function interpretResponse<S extends z.ZodType>(
  ctx: InterpretContext,
  schema: S,
  status: number,
  text: string,
): ApiResult<z.output<S>> {
  let json: unknown;
  let parsed = false;
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
      parsed = true;
    } catch {
      parsed = false;
    }
  }
  if (!parsed || typeof json !== 'object' || json === null || Array.isArray(json)) {
    if (!SUCCESS_STATUSES.includes(status)) return statusFailure(ctx, status);
    return failure(ctx, { kind: 'malformed', status, messageKey: 'malformed', issues: ['(root): not a JSON object'] });
  }
  // spec §4: isLogin follows the is_login value of any response, success or not.
  if ('is_login' in json) {
    const isLogin = boolish.safeParse((json as { is_login: unknown }).is_login);
    if (isLogin.success) ctx.onLogin(isLogin.data);
  }
  switch (ctx.meta.transport) {
    case 'booking':
      return interpretBooking(ctx, schema, json, status);
    case 'vault':
      return interpretVault(ctx, schema, json, status);
    default:
      return interpretLegacy(ctx, schema, json, status);
  }
}
