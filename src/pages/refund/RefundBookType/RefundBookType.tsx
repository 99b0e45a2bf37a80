import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { useShopNavigation } from '../../shared/navigation';
import { problemState } from '../shared/refundData';
import { REFUND_PATHS, refundAddress } from '../shared/refundLinks';
import type { RefundBookTypeData } from './refundBookTypeLoader';
import { RefundBookTypeView } from './RefundBookTypeView';

/** The return-method container: the chosen method opens its page (pick-up slots or branches). */
export function RefundBookType() {
  const data = useLoaderData<RefundBookTypeData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const [chosen, setChosen] = useState('');
  return (
    <RefundBookTypeView
      state={data.kind === 'ok' ? { status: 'ready', refundId: data.refundId, methods: data.methods, chosen } : problemState(data, revalidator.state === 'loading')}
      onChoose={setChosen}
      onContinue={() => {
        if (data.kind !== 'ok' || chosen === '') return;
        navigation.go(refundAddress(chosen === 'branch' ? 'branch' : 'pickUp', data.refundId));
      }}
      onRetry={() => void revalidator.revalidate()}
      onList={() => navigation.go(REFUND_PATHS.list)}
    />
  );
}
