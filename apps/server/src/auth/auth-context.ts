import type { Deps } from '../deps';
import type { Mailer } from '../mail/mailer';

/** What the /api/auth route files share. */
export interface AuthContext {
  deps: Deps;
  mailer: Mailer;
}
