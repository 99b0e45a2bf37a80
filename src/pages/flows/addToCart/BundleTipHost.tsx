import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../../components';
import { useSession, useSessionSend } from '../../../session';

/**
 * The shared layout's bundle tip (spec §3 bundle): shows the session's bundle_tips after an add;
 * "Don't show again" sets no_need_bundle_tip, so later adds ask the server for none.
 */
export function BundleTipHost() {
  const { t } = useTranslation('flows');
  const tips = useSession((s) => s.bundle.bundle_tips);
  const send = useSessionSend();
  const close = (never: boolean) => send({ type: 'bundle.dismiss', never });
  return (
    <Dialog
      open={tips !== null}
      variant="custom"
      title={t('bundleTips.title')}
      onClose={() => close(false)}
      actions={
        <>
          <Button variant="outline" fullWidth onClick={() => close(true)}>
            {t('bundleTips.never')}
          </Button>
          <Button fullWidth onClick={() => close(false)}>
            {t('bundleTips.ok')}
          </Button>
        </>
      }
    >
      <p>{tips}</p>
    </Dialog>
  );
}
