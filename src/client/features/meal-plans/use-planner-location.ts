import { useSearchParams } from 'react-router';

/**
 * Where the planner is, kept in the address (SPEC §2 query parameters), so a reload, the back button or a
 * shared link finds the same client and plan: `folder` (the client's folder), `mealplan` (the open plan),
 * `info` (the plan's settings are open) and `request` (success or failed: the return from a token
 * purchase, shown once and then taken out of the address).
 */
export interface PlannerLocation {
  folderId: string | null;
  planId: string | null;
  info: boolean;
  request: 'success' | 'failed' | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uuidOrNull(value: string | null): string | null {
  return value && UUID.test(value) ? value : null;
}

export function readPlannerLocation(params: URLSearchParams): PlannerLocation {
  const request = params.get('request');
  return {
    folderId: uuidOrNull(params.get('folder')),
    planId: uuidOrNull(params.get('mealplan')),
    info: params.has('info'),
    request: request === 'success' || request === 'failed' ? request : null,
  };
}

/** The address for a location, keeping any other parameters as they are. */
export function plannerSearch(current: URLSearchParams, next: Partial<PlannerLocation>): URLSearchParams {
  const out = new URLSearchParams(current);
  const set = (name: string, value: string | null | undefined) => {
    if (value === undefined) return;
    if (value === null) out.delete(name);
    else out.set(name, value);
  };
  set('folder', next.folderId);
  set('mealplan', next.planId);
  if (next.info !== undefined) set('info', next.info ? '1' : null);
  set('request', next.request);
  return out;
}

export function usePlannerLocation() {
  const [params, setParams] = useSearchParams();
  const location = readPlannerLocation(params);
  /** Goes to a new place: a new history entry, unless `replace` (a place the screen chose by itself). */
  function go(next: Partial<PlannerLocation>, options: { replace?: boolean } = {}) {
    setParams((current) => plannerSearch(current, next), {
      replace: options.replace ?? false,
      preventScrollReset: true,
    });
  }
  return { ...location, go };
}
