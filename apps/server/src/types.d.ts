import type { Locale } from '@app/i18n';
import type { AuthUser } from './auth/auth-user';

declare module 'fastify' {
  interface FastifyInstance {
    /** False when RATE_LIMITS=off. */
    rateLimitsEnabled: boolean;
  }
  interface FastifyRequest {
    /** The signed-in caller, or null (see auth/auth.hook.ts). */
    user: AuthUser | null;
    /** sv or en: Accept-Language, else the user's setting, else sv. */
    locale: Locale;
  }
}
