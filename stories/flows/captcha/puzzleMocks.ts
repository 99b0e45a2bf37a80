import { http, HttpResponse } from 'msw';
import { getSlideCaptcha, verifySlideCaptcha } from '../../../src/api/endpoints/auth';
import { matchesEndpoint, readMockRequest } from '../../../mocks/handlers/core';
import { backgroundUrl, NOTCH_X, PIECE_Y, pieceUrl } from '../../components/SliderCaptcha/puzzleImages';

/** How far from the notch a slide still fits, in px. */
export const FIT_TOLERANCE = 4;

/**
 * Story-only mock of the slide captcha with pictures that need no network: the puzzle's notch
 * is at x NOTCH_X, and the check passes only when the piece lands within FIT_TOLERANCE of it.
 */
export const puzzleHandlers = [
  http.all(
    ({ request }) => matchesEndpoint(getSlideCaptcha.meta, request),
    () =>
      HttpResponse.json({
        errcode: 0,
        msg: '',
        data: { token: 'story-puzzle', background: backgroundUrl, slider: pieceUrl, y: PIECE_Y, width: 310, height: 155 },
      }),
  ),
  http.all(
    ({ request }) => matchesEndpoint(verifySlideCaptcha.meta, request),
    async ({ request }) => {
      const { params } = await readMockRequest(request);
      const fits = Math.abs(Number(params.x) - NOTCH_X) <= FIT_TOLERANCE;
      return HttpResponse.json({ errcode: 0, msg: '', data: { ticket: fits ? 'story-ticket' : '', verified: fits ? 1 : 0 } });
    },
  ),
];
