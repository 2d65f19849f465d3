import type { PushSubscriptionCreate } from '@app/contract';
import type { Config } from '../../../config';
import type { Queryable } from '../../../db';
import { fieldError } from '../../../http/errors';
import { reachesPrivateHost } from '../../../lib/private-address';
import { saveSubscription } from './push-subscriptions.repo';

/**
 * Whether push may go to plain http and private addresses: only when a setting says so
 * (`PUSH_PRIVATE_ADDRESSES=allow`, for the tests' stand-in push service on loopback). Unlike
 * webhooks there is no "auto": a browser's real push service is always public and https, in
 * development as well, so nothing needs the exception outside tests.
 */
export const allowsPrivatePush = (config: Pick<Config, 'PUSH_PRIVATE_ADDRESSES'>) =>
  config.PUSH_PRIVATE_ADDRESSES === 'allow';

/**
 * The server posts to the address a browser gave, so it must be a push service out on the
 * internet: https, no user name or password, and not a private address as written or as it
 * resolves now (each delivery resolves it again, lib/outbound-post.ts). docs/decisions/0049.
 */
async function checkEndpoint(config: Config, raw: string): Promise<void> {
  const url = new URL(raw);
  if (url.username || url.password) throw fieldError('endpoint', 'invalid');
  if (allowsPrivatePush(config)) return;
  if (url.protocol !== 'https:') throw fieldError('endpoint', 'not_https');
  if (await reachesPrivateHost(url)) throw fieldError('endpoint', 'private_address');
}

/** Keeps the caller's browser subscription once its endpoint is one the server may post to. */
export async function subscribe(
  deps: { config: Config; db: Queryable },
  userId: string,
  sub: PushSubscriptionCreate,
): Promise<void> {
  await checkEndpoint(deps.config, sub.endpoint);
  await saveSubscription(deps.db, userId, sub);
}
