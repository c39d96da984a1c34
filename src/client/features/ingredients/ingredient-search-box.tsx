import { useId, useState, type FormEvent } from 'react';
import { skipToken } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { messages } from '../../../shared/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Loading, Skeletons } from '../../components/ui/skeleton.tsx';
import { trpc } from '../../lib/trpc.ts';
import { formatGrams } from './format-grams.ts';

/**
 * "Try the search": the portions a recipe would be offered for a food name, exactly as `ingredients.search`
 * answers (the library first, then the closest food's portions and household measures).
 */
export function IngredientSearchBox() {
  const inputId = useId();
  const [text, setText] = useState('');
  const [food, setFood] = useState('');
  const search = trpc.ingredients.search.useQuery(food ? { food } : skipToken, { retry: false });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFood(text.trim());
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Try the search</CardTitle>
        <CardDescription>See which portions a recipe is offered for a food name.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={handleSubmit} role="search" className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor={inputId}>Food name</Label>
            <Input
              id={inputId}
              type="search"
              placeholder="e.g. Apple, red delicious, raw"
              autoComplete="off"
              maxLength={200}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={!text.trim()}>
            <Search aria-hidden />
            Search
          </Button>
        </form>
        <div aria-live="polite">
          {!food ? null : search.isPending ? (
            <Loading label="Searching…" className="grid gap-2">
              <Skeletons count={2} className="h-8" />
            </Loading>
          ) : search.isError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {messages.ingredientSearchFailed}
            </p>
          ) : search.data.length === 0 ? (
            <p className="text-sm text-neutral-600">
              {messages.ingredientNotFound} Recipes will offer grams only for “{food}”.
            </p>
          ) : (
            <div className="grid gap-2">
              <p className="text-sm text-neutral-600">Portions for “{food}”:</p>
              <ul
                aria-label={`Portions for ${food}`}
                className="divide-y divide-neutral-200 rounded-xl border border-neutral-200"
              >
                {search.data.map((portion) => (
                  <li
                    key={portion.name}
                    className="flex items-baseline justify-between gap-4 px-3 py-2 text-sm"
                  >
                    <span className="min-w-0 break-words text-neutral-900">
                      {portion.name}
                      {portion.unit ? <span className="text-neutral-500"> ({portion.unit})</span> : null}
                    </span>
                    <span className="shrink-0 font-medium tabular-nums">{formatGrams(portion.val)}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
