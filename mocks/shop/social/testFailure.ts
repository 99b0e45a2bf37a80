import { isFailure, type ShopFailure } from '../failure';

/** The refusal an operation answered (a test fails when it answered a value). */
export function failed(value: unknown): ShopFailure {
  if (!isFailure(value)) throw new Error(`expected a refusal, got ${JSON.stringify(value)}`);
  return value;
}

/** The value an operation answered (a test fails when it refused). */
export function succeeded<T>(value: T | ShopFailure): T {
  if (isFailure(value)) throw new Error(`expected a value, got errcode ${value.code}: ${value.message.en}`);
  return value;
}
