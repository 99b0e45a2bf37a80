import type { ApiFailure } from '../../api';

/** A failed call as an Error whose message is the server's text (empty when it gave none). */
export class FlowCallError extends Error {
  readonly failure: ApiFailure;
  constructor(failure: ApiFailure) {
    super(failure.message ?? '');
    this.name = 'FlowCallError';
    this.failure = failure;
  }
}
