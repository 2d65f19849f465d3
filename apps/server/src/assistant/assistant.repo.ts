import type { Language } from '@app/contract';
import type { Queryable } from '../db';

export interface OrganisationAssistantSettings {
  reportLanguage: Language;
  onCallPhone: string | null;
  /** Who a reporter turns to with what is not a fault (rent, contract, neighbours). */
  name: string;
}

/** The report language and on-call number of each organisation in `ids`. */
export async function organisationSettings(
  q: Queryable,
  ids: string[],
): Promise<Map<string, OrganisationAssistantSettings>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query<{ id: string } & OrganisationAssistantSettings>(
    'SELECT id, name, report_language, on_call_phone FROM organisations WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return new Map(
    rows.map((r) => [r.id, { reportLanguage: r.reportLanguage, onCallPhone: r.onCallPhone, name: r.name }]),
  );
}

/**
 * Counts one assistant message for `userId` today (UTC) unless the budget is spent.
 * Returns false when the user has already used `budget` messages today; one statement, so two
 * instances cannot both let the last message through.
 */
export async function takeDailyMessage(q: Queryable, userId: string, budget: number): Promise<boolean> {
  const rows = await q.query<{ messages: number }>(
    `INSERT INTO assistant_usage AS u (user_id, day, messages)
     VALUES ($1, (now() AT TIME ZONE 'UTC')::date, 1)
     ON CONFLICT (user_id, day) DO UPDATE SET messages = u.messages + 1 WHERE u.messages < $2
     RETURNING messages`,
    [userId, budget],
  );
  return rows.length > 0;
}

export async function addTokens(q: Queryable, userId: string, tokens: number): Promise<void> {
  if (tokens <= 0) return;
  await q.query(
    `UPDATE assistant_usage SET tokens = tokens + $2
     WHERE user_id = $1 AND day = (now() AT TIME ZONE 'UTC')::date`,
    [userId, tokens],
  );
}
