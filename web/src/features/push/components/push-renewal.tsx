import { useEffect } from 'react';
import { renewOnce } from '../api/push-device.ts';

/** Renders nothing: at start, tells the server when the browser's subscription changed. */
export function PushRenewal() {
  useEffect(() => {
    if ('PushManager' in window) void renewOnce();
  }, []);
  return null;
}
