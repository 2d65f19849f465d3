/**
 * Runs `job` while no other tab of this browser runs a job of the same name (the Web Locks API),
 * so that two tabs coming back online at once do not both send what this browser kept. Where the
 * API is missing (an old browser, the component tests) it runs on the next tick: never before
 * this call returns, as with a lock, so a caller may keep the promise before the job ends.
 */
export async function inOneTab<T>(name: string, job: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The lock's promise settles with the job's own (its type nests them; the value does not).
  return locks ? await locks.request(name, job) : Promise.resolve().then(job);
}
