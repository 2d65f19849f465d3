import type { SqlParams } from '../lib/sql';
import type { Actor, WriteAction } from './actor';

/**
 * The rules of one resource. `scope` says which rows the actor may read (SQL over
 * the given table alias); `can` says whether a write is allowed on a record the
 * actor can already see (or, for `create`, on the target the body names).
 */
export interface ResourcePolicy<R> {
  /** false: this role may not use the resource at all, so even its list answers 403. */
  mayList(actor: Actor): boolean;
  scope(actor: Actor, p: SqlParams, alias: string): string;
  can(actor: Actor, action: WriteAction, record: R): boolean;
}
