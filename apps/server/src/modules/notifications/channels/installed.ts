import type { Deps } from '../../../deps';
import type { NotificationChannel } from './channel';
import { emailChannel } from './email.channel';
import { pushChannel } from './push.channel';

/** Every channel this server has; a new one (SMS) is one line here and its own file. */
export function notificationChannels(deps: Pick<Deps, 'config' | 'jwtSecret'>): NotificationChannel[] {
  return [emailChannel(deps), pushChannel(deps)];
}
