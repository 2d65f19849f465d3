import { expect } from 'vitest';
import type { Queryable } from '../db';

/** One node of EXPLAIN (FORMAT JSON)'s plan, with what the scale tests read of it. */
export type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };

/** Every node of a plan, depth first, as "Node Type on relation". */
export function scansOf(node: PlanNode, out: string[] = []): string[] {
  out.push(`${node['Node Type']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`);
  for (const child of node.Plans ?? []) scansOf(child, out);
  return out;
}

export async function planTree(db: Queryable, sql: string, params: unknown[]): Promise<PlanNode> {
  // The column is called "QUERY PLAN"; take the only value rather than its name.
  const [row] = await db.query<Record<string, [{ Plan: PlanNode }]>>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  return Object.values(row!)[0]![0].Plan;
}

/** The plan's nodes; SHOW_PLANS=1 prints them. */
export async function plan(db: Queryable, sql: string, params: unknown[]): Promise<string[]> {
  const nodes = scansOf(await planTree(db, sql, params));
  if (process.env.SHOW_PLANS) console.log(nodes.join(' > '));
  return nodes;
}

/** The LIMIT nodes that pick a page of errands: those with a scan of reports beneath them. */
export function pagePicks(node: PlanNode, out: PlanNode[] = []): PlanNode[] {
  if (node['Node Type'] === 'Limit' && scansOf(node).some((n) => n.endsWith('on reports'))) out.push(node);
  for (const child of node.Plans ?? []) pagePicks(child, out);
  return out;
}

/** The plan reads the table, and never all of it. */
export function expectNoSeqScanOn(table: string, nodes: string[]) {
  expect(
    nodes.filter((n) => n === `Seq Scan on ${table}`),
    nodes.join(' > '),
  ).toEqual([]);
  expect(
    nodes.some((n) => n.endsWith(`on ${table}`)),
    nodes.join(' > '),
  ).toBe(true);
}
