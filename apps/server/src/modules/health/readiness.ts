/**
 * Whether start-up has finished. The server listens before it creates the
 * first admin and the demo data (so liveness answers during a long first
 * start); readiness waits for both.
 */
export class Startup {
  #done: boolean;
  constructor(done = false) {
    this.#done = done;
  }
  get done(): boolean {
    return this.#done;
  }
  finish(): void {
    this.#done = true;
  }
}
