import { useState } from 'react';
import { useLocation } from 'react-router';
import { useRequestCookies } from '../../../session';
import { TouristLogin } from './TouristLogin';

/** The WeChat authorisation code WeChat sends the tourist back with (`code` beside WeChat's `state`). */
function wechatCodeOf(search: string): string | null {
  const query = new URLSearchParams(search);
  const code = query.get('code');
  return code !== null && query.has('state') && /^[\w-]{1,128}$/.test(code) ? code : null;
}

/**
 * The shared layout's host of the automatic WeChat login (spec §4): mounted for a Chinese tourist
 * who is not signed in, once the page has started in the browser. It runs once per page load.
 */
export function TouristLoginHost() {
  const { search } = useLocation();
  const readCookies = useRequestCookies();
  const [code] = useState(() => wechatCodeOf(search));
  return <TouristLogin code={code} readCookies={readCookies} />;
}
