/**
 * Moved to src/test/report-world.ts with the rest of the test support; this
 * re-export only keeps the web app's browser journeys compiling until they
 * import from there. Delete it once nothing imports this path.
 */
export * from '../../test/report-world';
