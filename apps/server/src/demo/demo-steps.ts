/** Timeline steps of the demo reports: `at` is hours after the report was made. */
export const acc = (at: number, contractor: string) => ({
  at,
  do: 'accept' as const,
  by: contractor,
  contractor,
});
export const assign = (at: number, contractor: string) => ({
  at,
  do: 'assign' as const,
  by: 'manager',
  contractor,
});
export const to = (
  at: number,
  by: string,
  status: 'InProgress' | 'FollowingUp' | 'Closed',
  note?: string,
) => ({
  at,
  do: 'status' as const,
  by,
  to: status,
  note,
});
export const note = (at: number, by: string, text: string) => ({ at, do: 'note' as const, by, note: text });
