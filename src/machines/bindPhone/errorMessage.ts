import { FlowCallError } from '../captcha/flowCallError';
import { messageOfFailure, type FlowMessage } from '../captcha/flowMessage';

/** The message for an actor's error: a failed call's own text, else the flow's fallback key. */
export function errorMessage(error: unknown, fallbackKey: string): FlowMessage {
  return messageOfFailure(error instanceof FlowCallError ? error.failure : undefined, fallbackKey);
}
