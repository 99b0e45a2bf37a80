import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import {
  clampOffset,
  DEFAULT_PIECE_WIDTH,
  keyboardTarget,
  maxOffsetFor,
  PUZZLE_HEIGHT,
  PUZZLE_WIDTH,
} from './puzzleGeometry';
import {
  Body,
  Busy,
  Fill,
  Handle,
  Header,
  Instruction,
  Message,
  Panel,
  Piece,
  Puzzle,
  Title,
  Track,
} from './SliderCaptchaView.styles';
import type { CaptchaStatus } from './SliderCaptchaView.types';

export interface SliderCaptchaViewProps {
  /** The 310×155 puzzle image with the notch. */
  backgroundUrl: string;
  /** The piece that fits the notch; as tall as it is drawn, `pieceWidth` wide. */
  pieceUrl: string;
  /** The piece's distance from the image's top, in px, as the server sends it. */
  pieceY: number;
  /** The piece's width in px (default 50); it bounds how far the slider goes. */
  pieceWidth?: number;
  /** How far the piece and the handle have moved from the left, in px (controlled). */
  offset: number;
  status: CaptchaStatus;
  /** A drag (pointer or keyboard) begins. */
  onDragStart?: () => void;
  /** The handle moved to `offsetPx`; set `offset` to it. */
  onDragMove?: (offsetPx: number) => void;
  /** The drag ended at `offsetPx` (pointer released, or Enter); the flow checks it. */
  onDragEnd?: (offsetPx: number) => void;
  onRefresh?: () => void;
  onClose?: () => void;
}

interface PointerDrag {
  pointerId: number;
  startX: number;
  startOffset: number;
  last: number;
}

/**
 * The slider-puzzle captcha (spec §2): drag the handle under the 310×155 picture until the piece
 * fits its notch. Pure view: the offset and status are controlled, the callbacks report the drag.
 * The handle is a 44 px tall `role="slider"`: pointer drags use pointer capture, so the drag
 * follows the finger off the handle; the keyboard moves it with the arrows (Shift for 10 px) and
 * Enter releases it.
 */
export function SliderCaptchaView({
  backgroundUrl,
  pieceUrl,
  pieceY,
  pieceWidth = DEFAULT_PIECE_WIDTH,
  offset,
  status,
  onDragStart,
  onDragMove,
  onDragEnd,
  onRefresh,
  onClose,
}: SliderCaptchaViewProps) {
  const { t } = useTranslation('booking');
  const theme = useTheme();
  const titleId = useId();
  const instructionId = useId();
  const handleWidth = Number.parseFloat(theme.sizes.touchTarget);
  const max = maxOffsetFor(pieceWidth, handleWidth);
  const position = clampOffset(offset, max);
  // The flow is checking or has passed: the handle stays where it is.
  const locked = status === 'checking' || status === 'success';

  const pointerDrag = useRef<PointerDrag | null>(null);
  const keyboardDrag = useRef(false);

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (locked || pointerDrag.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A synthetic pointer (tests, assistive tech) has nothing to capture; the drag still works.
    }
    pointerDrag.current = { pointerId: event.pointerId, startX: event.clientX, startOffset: position, last: position };
    keyboardDrag.current = false;
    onDragStart?.();
  };

  const pointerTarget = (event: PointerEvent<HTMLDivElement>): number | null => {
    const drag = pointerDrag.current;
    if (!drag || drag.pointerId !== event.pointerId) return null;
    return clampOffset(drag.startOffset + event.clientX - drag.startX, max);
  };

  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const next = pointerTarget(event);
    const drag = pointerDrag.current;
    if (next === null || !drag || next === drag.last) return;
    drag.last = next;
    onDragMove?.(next);
  };

  const handlePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const next = pointerTarget(event);
    if (next === null) return;
    pointerDrag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    onDragEnd?.(next);
  };

  // The system took the pointer away (a scroll, a call): end where the handle last was.
  const handlePointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    const drag = pointerDrag.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    pointerDrag.current = null;
    onDragEnd?.(drag.last);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (locked) return;
    if (event.key === 'Enter') {
      if (!keyboardDrag.current) return;
      event.preventDefault();
      keyboardDrag.current = false;
      onDragEnd?.(position);
      return;
    }
    const next = keyboardTarget(event.key, event.shiftKey, position, max);
    if (next === null) return;
    event.preventDefault();
    if (!keyboardDrag.current) {
      keyboardDrag.current = true;
      onDragStart?.();
    }
    if (next !== position) onDragMove?.(next);
  };

  const message =
    status === 'checking'
      ? t('captcha.checking')
      : status === 'success'
        ? t('captcha.success')
        : status === 'failure'
          ? t('captcha.failure')
          : '';

  return (
    <Panel role="group" aria-labelledby={titleId}>
      <Header>
        <Title id={titleId}>{t('captcha.title')}</Title>
        <Button variant="text" aria-label={t('captcha.refresh')} disabled={locked} onClick={onRefresh}>
          <Icon name="refresh" />
        </Button>
        <Button variant="text" aria-label={t('captcha.close')} onClick={onClose}>
          <Icon name="close" />
        </Button>
      </Header>
      <Body $status={status}>
        <Puzzle $status={status}>
          <img src={backgroundUrl} alt="" width={PUZZLE_WIDTH} height={PUZZLE_HEIGHT} draggable={false} />
          <Piece
            src={pieceUrl}
            alt=""
            width={pieceWidth}
            draggable={false}
            $status={status}
            style={{ top: pieceY, transform: `translateX(${position}px)` }}
          />
          {status === 'checking' && (
            <Busy>
              <Spinner size="lg" />
            </Busy>
          )}
        </Puzzle>
        <Track $status={status}>
          <Fill $status={status} style={{ width: position + handleWidth / 2 }} />
          <Instruction id={instructionId} $faded={position > 0 || status !== 'idle'}>{t('captcha.instruction')}</Instruction>
          <Handle
            role="slider"
            tabIndex={0}
            aria-label={t('captcha.slider')}
            aria-describedby={instructionId}
            aria-valuemin={0}
            aria-valuemax={max}
            aria-valuenow={position}
            aria-valuetext={t('captcha.valueText', { offset: position, max })}
            aria-disabled={locked || undefined}
            $status={status}
            style={{ transform: `translateX(${position}px)` }}
            onPointerDown={handlePointerDown}
            onPointerMove={handlePointerMove}
            onPointerUp={handlePointerUp}
            onPointerCancel={handlePointerCancel}
            onKeyDown={handleKeyDown}
          >
            {status === 'success' ? (
              <Icon name="check" />
            ) : status === 'failure' ? (
              <Icon name="close" />
            ) : (
              <Icon name="chevron" />
            )}
          </Handle>
        </Track>
      </Body>
      <Message role="status" $status={status}>
        {message}
      </Message>
    </Panel>
  );
}
