import { useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { Button, SliderCaptchaView, Spinner, type CaptchaStatus } from '../../../components';
import { useModalDialog } from '../../../components/Dialog/useModalDialog';
import type { captchaMachine } from '../../../machines/captcha/captcha.machine';
import { Placeholder, PlaceholderActions, PopupDialog } from './CaptchaPopup.styles';

type CaptchaSnapshot = ReturnType<ActorRefFrom<typeof captchaMachine>['getSnapshot']>;

function statusOf(snapshot: CaptchaSnapshot): CaptchaStatus {
  if (snapshot.matches({ open: 'checking' })) return 'checking';
  if (snapshot.matches({ open: 'refused' })) return 'failure';
  if (snapshot.matches({ open: 'passed' })) return 'success';
  return snapshot.context.dragging ? 'dragging' : 'idle';
}

export interface CaptchaPopupViewProps {
  actorRef: ActorRefFrom<typeof captchaMachine>;
}

/**
 * The slider-puzzle popup (spec §2, 310×155) of a running captcha actor: a modal while the captcha
 * is open, the puzzle driven by real pointer drags (and the keyboard), a placeholder while the
 * puzzle loads or failed to load.
 */
export function CaptchaPopupView({ actorRef }: CaptchaPopupViewProps) {
  const { t } = useTranslation('flows');
  const open = useSelector(actorRef, (s) => s.hasTag('dialog'));
  const loading = useSelector(actorRef, (s) => s.matches({ open: 'loading' }));
  const loadFailed = useSelector(actorRef, (s) => s.matches({ open: 'loadFailed' }));
  const error = useSelector(actorRef, (s) => s.context.error);
  const challenge = useSelector(actorRef, (s) => s.context.challenge);
  const offset = useSelector(actorRef, (s) => s.context.offset);
  const status = useSelector(actorRef, statusOf);
  const ref = useRef<HTMLDialogElement>(null);

  const close = () => actorRef.send({ type: 'close' });
  // Focus moves in when it opens, Tab stays inside, Escape closes it, and the focus goes back to
  // the control that opened it.
  const handlers = useModalDialog(ref, open, close);

  return (
    <PopupDialog
      ref={ref}
      aria-label={t('captcha.popupLabel')}
      onKeyDown={handlers.onKeyDown}
      onCancel={handlers.onCancel}
      onClose={handlers.onClose}
    >
      {open && (loading || loadFailed || !challenge) ? (
        <Placeholder role={loadFailed ? 'alert' : 'status'}>
          {loadFailed ? (
            <>
              <span>{error || t('captcha.loadFailed')}</span>
              <PlaceholderActions>
                <Button variant="outline" size="sm" onClick={close}>
                  {t('captcha.close')}
                </Button>
                <Button size="sm" onClick={() => actorRef.send({ type: 'retry' })}>
                  {t('captcha.retry')}
                </Button>
              </PlaceholderActions>
            </>
          ) : (
            <>
              <Spinner size="lg" />
              <span>{t('captcha.loading')}</span>
            </>
          )}
        </Placeholder>
      ) : open && challenge ? (
        <SliderCaptchaView
          backgroundUrl={challenge.background}
          pieceUrl={challenge.slider}
          pieceY={challenge.y}
          offset={offset}
          status={status}
          onDragStart={() => actorRef.send({ type: 'drag.start' })}
          onDragMove={(next) => actorRef.send({ type: 'drag.move', offset: next })}
          onDragEnd={(next) => actorRef.send({ type: 'drag.end', offset: next })}
          onRefresh={() => actorRef.send({ type: 'refresh' })}
          onClose={close}
        />
      ) : null}
    </PopupDialog>
  );
}
