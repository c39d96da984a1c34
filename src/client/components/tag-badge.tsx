import { Check, TriangleAlert } from 'lucide-react';
import type { TagLook } from '../../shared/nutrition/tag-looks.ts';
import { cn } from '../lib/cn.ts';
import { Badge } from './ui/badge.tsx';

/**
 * One recipe tag in the look of its kind: "Contains gluten" amber with a warning sign, "Gluten free" green
 * with a tick, other claims green-outlined, diets ("Halal") blue. The words carry the kind; the icon is
 * decoration.
 */
export function TagBadge({ look, className }: { look: TagLook; className?: string }) {
  return (
    <Badge variant={look.kind} className={cn('font-medium', className)}>
      {look.kind === 'contains' ? <TriangleAlert className="shrink-0" aria-hidden /> : null}
      {look.kind === 'freeOf' ? <Check className="shrink-0" aria-hidden strokeWidth={3} /> : null}
      {look.label}
    </Badge>
  );
}
