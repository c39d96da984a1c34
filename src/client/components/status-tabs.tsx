import { Badge } from './ui/badge.tsx';
import { Tabs, TabsList, TabsTrigger } from './ui/tabs.tsx';

/** One tab of a list's status filter; a count (e.g. of pending ones) shows as a red badge when above 0. */
export interface StatusTab<S extends string> {
  value: S;
  label: string;
  count?: number | undefined;
}

/**
 * The tabs over a list that choose which of its rows it shows by status (Published, Pending, Hidden; Active,
 * Pending; Pending, Resolved): one list below them, whose query follows the tab.
 */
export function StatusTabs<S extends string>(props: {
  /** The tab list's name: "Food status". */
  label: string;
  value: S;
  onChange: (value: S) => void;
  tabs: readonly (StatusTab<S> | false | null)[];
}) {
  return (
    <Tabs value={props.value} onValueChange={(value) => props.onChange(value as S)}>
      <TabsList aria-label={props.label}>
        {props.tabs.map((tab) =>
          tab ? (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
              {tab.count ? (
                <Badge variant="destructive" className="tabular-nums">
                  {tab.count}
                </Badge>
              ) : null}
            </TabsTrigger>
          ) : null,
        )}
      </TabsList>
    </Tabs>
  );
}
