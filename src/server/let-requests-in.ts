import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * A turn of the event loop for requests waiting on this process. PGlite runs its statements on this
 * thread and settles them as microtasks, so a long chain of statements (the demo load at a first start,
 * a large import) never lets a request in, not even /healthz, unless it yields between them.
 */
export const letRequestsIn = (): Promise<void> => nextTurn();
