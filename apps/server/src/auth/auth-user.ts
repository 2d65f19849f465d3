import type { ApiScope, Role } from '@app/contract';
import type { Locale } from '@app/i18n';

/** Who is calling: resolved once per request from the access token and the database. */
export interface AuthUser {
  id: string;
  email: string;
  name: string | null;
  /** Optional contact number (docs/PRODUCT.md "Contact on site"); absent where not loaded. */
  phone?: string | null;
  role: Role;
  organisationId: string | null;
  /** The contractor record this user acts for (role Contractor). */
  contractorId: string | null;
  locale: Locale;
  metadata: Record<string, unknown>;
  sessionId: string;
  /** Set when the caller is an API token (auth/api-tokens.ts): its id and what it may do. */
  apiToken?: { id: string; scopes: ApiScope[] };
}
