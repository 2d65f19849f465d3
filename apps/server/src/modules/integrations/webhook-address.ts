import type { Config } from '../../config';

/** Whether webhooks may go to private addresses (lib/private-address.ts): never in production by default. */
export const allowsPrivateAddresses = (config: Pick<Config, 'WEBHOOK_PRIVATE_ADDRESSES' | 'NODE_ENV'>) =>
  config.WEBHOOK_PRIVATE_ADDRESSES === 'allow' ||
  (config.WEBHOOK_PRIVATE_ADDRESSES === 'auto' && config.NODE_ENV !== 'production');
