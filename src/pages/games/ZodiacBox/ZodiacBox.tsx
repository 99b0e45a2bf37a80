import { useEffect, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { openZodiacBox, type ZodiacOpening } from '../../../api';
import { useSingleFlight } from '../../shared/forms';
import { useCampaignPage } from '../shared';
import type { ZodiacBoxData } from './zodiacBoxLoader';
import { ZodiacBoxView } from './ZodiacBoxView';

/** spec §2: the shopper's coupons, where a coupon prize lands. */
const MY_COUPONS = '/m/mycoupon.php';
/** spec §2: the lucky draws, offered when there is no box. */
const LUCKY_DRAWS = '/m/lucky-draws';

/**
 * The zodiac-box container: the box goes into the store state (surprise_id, surprise_images);
 * opening is sent once however often it is pressed; a guest is sent to sign in and back.
 */
export function ZodiacBox() {
  const data = useLoaderData<ZodiacBoxData>();
  const revalidator = useRevalidator();
  const { client, send, navigation, isLogin, signIn, actionFailure, share } = useCampaignPage('zodiac.title');
  const opening = useSingleFlight();
  const [sign, setSign] = useState('');
  const [opened, setOpened] = useState<ZodiacOpening | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const box = data.kind === 'ok' ? data.box : null;

  useEffect(() => {
    if (box) send({ type: 'surprise.set', surprise_id: box.surprise_id, surprise_images: box.surprise_images });
  }, [box, send]);

  const open = () =>
    opening.run(async () => {
      if (!box) return;
      if (!isLogin) {
        signIn();
        return;
      }
      if (sign === '') return;
      setFailure(null);
      const result = await openZodiacBox(client, { surprise_id: box.surprise_id, sign }, { suppressToast: true });
      if (!result.ok) {
        setFailure(actionFailure(result));
        return;
      }
      setOpened(result.data);
    });

  return (
    <ZodiacBoxView
      state={
        box
          ? { status: 'ready', images: box.surprise_images, signs: box.signs, sign, opened: opened ?? box.opened ?? null, opening: opening.busy, failure }
          : { status: 'error', message: data.kind === 'error' ? (data.failure.message ?? null) : null, retrying: revalidator.state === 'loading' }
      }
      isLogin={isLogin}
      onSign={setSign}
      onOpen={() => void open()}
      onMyCoupons={() => navigation.go(MY_COUPONS)}
      onLuckyDraws={() => navigation.go(LUCKY_DRAWS)}
      onShare={() => void share()}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
