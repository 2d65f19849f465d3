import { expect } from 'vitest';
import type { AnyBody } from './http-client';

/** The answer is a 400 whose first detail names `field` and its `problem` (http/errors.ts). */
export function expectFieldProblem(
  res: { status: number; body: AnyBody },
  field: string,
  problem: string,
): void {
  expect(res.status).toBe(400);
  expect(res.body.error.details[0]).toMatchObject({ field, problem });
}

/** The answer is a 400 whose details name exactly `fields`, in any order. */
export function expectProblemFields(res: { status: number; body: AnyBody }, fields: string[]): void {
  expect(res.status).toBe(400);
  expect(res.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([...fields].sort());
}
