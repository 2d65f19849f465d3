import { PushKey } from '@app/contract';
import { api } from '../../lib/api';

/** Whether this browser can receive push messages here (a service worker and the Push API). */
export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  import.meta.env.PROD;

const registration = () => navigator.serviceWorker.ready;

/** This browser's subscription, if push is on here. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  return (await registration()).pushManager.getSubscription();
}

/** Asks the browser for permission, subscribes with the server's key and tells the server. */
export async function turnPushOn(): Promise<boolean> {
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const { publicKey } = await api.get('/api/push/key', PushKey);
  const sub = await (await registration()).pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: publicKey,
  });
  await api.put('/api/me/push-subscriptions', sub.toJSON());
  return true;
}

/** Forgets this browser's subscription, here and on the server. */
export async function turnPushOff(): Promise<void> {
  const sub = await currentPushSubscription();
  if (!sub) return;
  await api.del(`/api/me/push-subscriptions?endpoint=${encodeURIComponent(sub.endpoint)}`);
  await sub.unsubscribe();
}
