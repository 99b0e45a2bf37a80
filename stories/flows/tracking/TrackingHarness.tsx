import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { Button } from '../../../src/components/Button';
import type { ProductCardProps } from '../../../src/components/ProductCard';
import { TrackedProductCard, TrackingStatus } from '../../../src/pages/flows/tracking';
import { useApiClient } from '../../../src/session';
import {
  createTrackingActors,
  impressionMachine,
  trackingMachine,
  type ClickStatistics,
  type SendBatchOutput,
  type TrackingContext,
  type TrackRecord,
  type VisibilitySource,
} from '../../../src/tracking';
import { TrackingProvider, type ImpressionActorRef } from '../../../src/tracking/react';

/** The story's fixed clock. */
export const STORY_NOW = 1_741_946_400_000;
const now = () => STORY_NOW;

/** A tiny square picture as an SVG data URI: no network, same pixels every run. */
function swatch(fill: string, accent: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="${fill}"/><circle cx="4" cy="4" r="2" fill="${accent}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface GridProduct {
  readonly card: Omit<ProductCardProps, 'onOpen' | 'onAddToCart'>;
  readonly statistics: ClickStatistics;
}

export const products: readonly GridProduct[] = [
  {
    card: { name: 'ลิปทินต์เนื้อแมตต์ สีชมพูกุหลาบ ติดทนตลอดวัน ขนาด 4 กรัม', brandName: 'KOKO', imageUrl: swatch('#f9c6d3', '#c81e57'), price: 590, specialPrice: 390, status: 'on_sale', buyButton: 'enabled', href: '/m/koko/lip-tint-1001.html' },
    statistics: { action: 'click', module_type_id: '3', module_id: '12', related_id: '1001', related_type: 'team', refer_from: 'home', banner_id: '88' },
  },
  {
    card: { name: 'Hydrating serum with hyaluronic acid and vitamin B5, 30 ml', brandName: 'Glow Lab', imageUrl: swatch('#cde8f6', '#1c5fb8'), price: 1290, status: 'on_sale', buyButton: 'enabled', href: '/m/glowlab/serum-1002.html' },
    statistics: { action: 'click', module_type_id: '3', module_id: '12', related_id: '1002', related_type: 'team', refer_from: 'home', special_id: '5' },
  },
  {
    card: { name: '温和洁面泡沫 氨基酸配方 敏感肌适用 150毫升', brandName: '花漾', imageUrl: swatch('#fff3d6', '#8a5a00'), price: 450, status: 'on_sale', buyButton: 'sold_out', href: '/m/huayang/cleanser-1003.html' },
    statistics: { action: 'click', module_type_id: '3', module_id: '12', related_id: '1003', related_type: 'team' },
  },
  {
    card: { name: 'Sunscreen SPF50+ PA++++', brandName: 'KOKO', imageUrl: swatch('#dcf5e6', '#137a3c'), price: 350, status: 'on_sale', buyButton: 'enabled', href: '/m/koko/sunscreen-1004.html' },
    statistics: { action: 'click', module_type_id: '3', module_id: '12', related_id: '1004', related_type: 'team' },
  },
];

function ImpressionLine({ name, actorRef }: { name: string; actorRef: ImpressionActorRef }) {
  const { t } = useTranslation('backgroundFlows');
  const value = useSelector(actorRef, (snapshot) => snapshot.value);
  return (
    <li>
      {name}: {t(`tracking.impression.${value}`)}
    </li>
  );
}

function Grid({ impressions }: { impressions: readonly ImpressionActorRef[] }) {
  const { t } = useTranslation('backgroundFlows');
  return (
    <>
      <ul aria-label={t('tracking.gridLabel')} style={{ margin: 0, paddingInlineStart: 16, fontSize: 12 }}>
        {products.map((product, index) => {
          const actorRef = impressions[index];
          return actorRef ? <ImpressionLine key={product.card.href} name={product.statistics.related_id ?? ''} actorRef={actorRef} /> : null;
        })}
      </ul>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
        {products.map((product, index) => (
          <TrackedProductCard
            key={product.card.href}
            {...product.card}
            statistics={product.statistics}
            {...(impressions[index] ? { impressionActor: impressions[index] } : {})}
            onOpen={(event) => event.preventDefault()}
          />
        ))}
      </div>
    </>
  );
}

const neverSettles = trackingMachine.provide({
  actors: {
    sendBatch: fromPromise<SendBatchOutput, { readonly records: readonly TrackRecord[] }>(() => new Promise<SendBatchOutput>(() => {})),
  },
});

const noImpression = impressionMachine.provide({});

/** State stories keep their impression state: nothing observes the screen. */
const noObserver = () => ({ observe: () => {}, unobserve: () => {}, disconnect: () => {} });

/** Story-only: the tracked grid on a tracking actor and impression actors started in resolved states. */
export function TrackingStateHarness({
  value,
  context,
  impression = 'outOfView',
}: {
  value: { pageView: 'none' | 'visible' | 'background'; delivery: 'idle' | 'waiting' | 'sending' | 'backoff' };
  context: TrackingContext;
  impression?: 'outOfView' | 'inView' | 'seen';
}) {
  const actor = useActorRef(neverSettles, { input: {}, snapshot: neverSettles.resolveState({ value, context }) });
  const impressionSnapshot = (index: number) =>
    noImpression.resolveState({ value: impression, context: { payload: { ...products[index]!.statistics, action: 'impression' } } });
  // Resolved impression actors do not watch the screen by themselves in their state (no timer runs).
  const a = useActorRef(noImpression, { input: { payload: products[0]!.statistics }, snapshot: impressionSnapshot(0) });
  const b = useActorRef(noImpression, { input: { payload: products[1]!.statistics }, snapshot: impressionSnapshot(1) });
  const c = useActorRef(noImpression, { input: { payload: products[2]!.statistics }, snapshot: impressionSnapshot(2) });
  const d = useActorRef(noImpression, { input: { payload: products[3]!.statistics }, snapshot: impressionSnapshot(3) });
  return (
    <TrackingProvider actor={actor} visibility={null} now={now} createObserver={noObserver}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <TrackingStatus actorRef={actor} />
        <Grid impressions={[a, b, c, d]} />
      </div>
    </TrackingProvider>
  );
}

/** A document whose visibility the story switches with buttons. */
function createFakeVisibility(): VisibilitySource & { set(state: 'visible' | 'hidden'): void } {
  const documentTarget = new EventTarget();
  const windowTarget = new EventTarget();
  let state: DocumentVisibilityState = 'visible';
  return {
    document: {
      get visibilityState() {
        return state;
      },
      addEventListener: documentTarget.addEventListener.bind(documentTarget),
      removeEventListener: documentTarget.removeEventListener.bind(documentTarget),
    },
    window: {
      addEventListener: windowTarget.addEventListener.bind(windowTarget),
      removeEventListener: windowTarget.removeEventListener.bind(windowTarget),
    },
    set(next) {
      state = next;
      documentTarget.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

/**
 * Story-only: the wired tracking (real batches through the api client and the mock backend) with a
 * batch size the story picks, the first load's events, and buttons that move the tab to the
 * background and back.
 */
export function TrackingFlowHarness({ batchSize }: { batchSize: number }) {
  const client = useApiClient();
  const logic = useMemo(() => trackingMachine.provide({ actors: createTrackingActors(client) }), [client]);
  const actor = useActorRef(logic, { input: { batchSize, firstLoad: { page: 'home', page_url: '/m', method: 'navigate' } } });
  const [visibility] = useState(createFakeVisibility);
  return (
    <TrackingProvider actor={actor} visibility={visibility} now={now} page={{ page: 'home', page_url: '/m' }}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <TrackingStatus actorRef={actor} />
        <div style={{ display: 'flex', gap: 8 }}>
          <Button size="sm" variant="outline" onClick={() => visibility.set('hidden')}>
            Background
          </Button>
          <Button size="sm" variant="outline" onClick={() => visibility.set('visible')}>
            Foreground
          </Button>
        </div>
        <Grid impressions={[]} />
      </div>
    </TrackingProvider>
  );
}
