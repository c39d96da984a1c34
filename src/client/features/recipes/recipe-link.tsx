import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn.ts';

/** A recipe's name as the link to its page, on two lines at most (a plan's meal, a recipe plan, a stats row). */
export function RecipeLink({
  recipe,
  className,
  ...props
}: Omit<LinkProps, 'to' | 'children'> & { recipe: { id: string; name: string } }) {
  return (
    <Link
      to={`/recipes/${recipe.id}`}
      className={cn('line-clamp-2 text-neutral-900 hover:underline', className)}
      {...props}
    >
      {recipe.name}
    </Link>
  );
}
