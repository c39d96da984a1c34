/**
 * A gate that lets at most `limit` pieces of work run at once; the rest wait their turn, first come first
 * served. A slot is handed straight to the next in line, so a burst cannot overtake the queue.
 */
export function atMost(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
