/** What both drivers' `Db.ping` answer: true when a trivial query on `run` answers at all. */
export async function answersTrivialQuery(run: { query(sql: string): Promise<unknown> }): Promise<boolean> {
  try {
    await run.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
