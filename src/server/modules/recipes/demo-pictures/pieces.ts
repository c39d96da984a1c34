import type { FoodLook, PieceShape } from './food-looks.ts';

/** A seeded source of numbers in [0, 1): the same seed always draws the same picture. */
export type Random = () => number;

/** mulberry32 seeded with the FNV-1a hash of `text`. */
export function randomFor(text: string): Random {
  let seed = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    seed ^= text.charCodeAt(i);
    seed = Math.imul(seed, 0x01000193);
  }
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rnd: Random, low: number, high: number) => low + rnd() * (high - low);
export const pick = <T>(rnd: Random, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;

/** Numbers as the SVG writes them: one decimal, so the text stays short and the same on every machine. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c!)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `a` moved `t` of the way to `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return toHex(ca.map((c, i) => c + (cb[i]! - c) * t));
}

export const lighter = (colour: string, t: number) => mix(colour, '#ffffff', t);
export const darker = (colour: string, t: number) => mix(colour, '#000000', t);

/** The weighted average of colours. */
export function blend(parts: readonly { colour: string; weight: number }[], fallback: string): string {
  const total = parts.reduce((sum, part) => sum + part.weight, 0);
  if (total <= 0) return fallback;
  const sums = [0, 0, 0];
  for (const part of parts) channels(part.colour).forEach((c, i) => (sums[i]! += (c * part.weight) / total));
  return toHex(sums);
}

/** Points spread over a disc of radius `radius`, kept `gap` apart where they can be. */
export function scatter(
  rnd: Random,
  count: number,
  radius: number,
  gap: number,
  taken: Point[] = [],
): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < count; i += 1) {
    let best: Point = { x: 0, y: 0 };
    let bestDistance = -1;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const angle = rnd() * Math.PI * 2;
      const r = Math.sqrt(rnd()) * radius;
      const candidate = { x: Math.cos(angle) * r, y: Math.sin(angle) * r };
      const nearest = Math.min(
        Infinity,
        ...[...taken, ...points].map((p) => Math.hypot(p.x - candidate.x, p.y - candidate.y)),
      );
      if (nearest >= gap) {
        best = candidate;
        break;
      }
      if (nearest > bestDistance) {
        best = candidate;
        bestDistance = nearest;
      }
    }
    points.push(best);
  }
  return points;
}

export interface Point {
  x: number;
  y: number;
}

/** Points in a ring sector between angles `from` and `to` (radians) and radii `inner` and `outer`. */
export function sector(
  rnd: Random,
  count: number,
  from: number,
  to: number,
  inner: number,
  outer: number,
): Point[] {
  return Array.from({ length: count }, (_, i) => {
    const angle = from + ((i + 0.5 + between(rnd, -0.35, 0.35)) / count) * (to - from);
    const r = between(rnd, inner, outer);
    return { x: Math.cos(angle) * r, y: Math.sin(angle) * r };
  });
}

/** How big a piece of each shape is, as a share of its dish's radius. */
export const SHAPE_SIZE: Record<PieceShape, number> = {
  none: 0,
  round: 0.055,
  berry: 0.06,
  raspberry: 0.065,
  strawberry: 0.085,
  cherry: 0.06,
  coin: 0.085,
  wedge: 0.1,
  cube: 0.065,
  strip: 0.07,
  spear: 0.07,
  leaf: 0.15,
  herb: 0.06,
  sprinkle: 0.08,
  floret: 0.1,
  fillet: 0.16,
  steak: 0.13,
  chicken: 0.17,
  mince: 0.1,
  prawn: 0.1,
  mussel: 0.1,
  ring: 0.07,
  egg: 0.16,
  nut: 0.05,
  walnut: 0.055,
  seeds: 0.14,
  dust: 0.3,
  drizzle: 0.17,
  dollop: 0.14,
  mushroom: 0.085,
  avocado: 0.14,
  olive: 0.05,
  kiwi: 0.085,
  citrus: 0.1,
  bean: 0.05,
  pod: 0.08,
  shred: 0.12,
  flakes: 0.1,
  chocolate: 0.08,
  fig: 0.1,
  passionfruit: 0.1,
  bacon: 0.12,
};

/** Shapes drawn flat on what is under them, with no shadow of their own. */
const FLAT: ReadonlySet<PieceShape> = new Set(['seeds', 'dust', 'drizzle', 'sprinkle', 'shred', 'herb']);

const highlight = (x: number, y: number, r: number, opacity = 0.35) =>
  `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.7)}" fill="#fff" opacity="${opacity}"/>`;

/**
 * One piece of a food, centred on (x, y), `s` its size in pixels. A soft shadow under it gives the flat
 * illustration a little depth; `variant` picks between a food's ways of being served (an egg fried or boiled).
 */
export function piece(
  rnd: Random,
  look: FoodLook,
  x: number,
  y: number,
  s: number,
  variant: 'fried' | 'boiled' = 'fried',
): string {
  const rotation = Math.round(rnd() * 360);
  const body = shape(rnd, look, s, variant);
  if (!body) return '';
  const shadow = FLAT.has(look.shape)
    ? ''
    : `<ellipse cx="${n(s * 0.12)}" cy="${n(s * 0.16)}" rx="${n(s * 1.05)}" ry="${n(s * 0.95)}" fill="#2a1a10" opacity="0.13"/>`;
  return `<g transform="translate(${n(x)} ${n(y)})">${shadow}<g transform="rotate(${rotation})">${body}</g></g>`;
}

function shape(rnd: Random, look: FoodLook, s: number, variant: 'fried' | 'boiled'): string {
  const { colour: c, accent: a } = look;
  switch (look.shape) {
    case 'none':
      return '';
    case 'round':
      return `<circle r="${n(s)}" fill="${c}" stroke="${a}" stroke-width="${n(s * 0.12)}"/>${highlight(-s * 0.3, -s * 0.3, s * 0.32)}`;
    case 'berry':
      return (
        `<circle r="${n(s)}" fill="${c}"/><circle cx="${n(-s * 0.15)}" cy="${n(-s * 0.15)}" r="${n(s * 0.7)}" fill="${lighter(c, 0.18)}" opacity="0.6"/>` +
        `<path d="M0 ${n(-s * 0.32)} L${n(s * 0.1)} ${n(-s * 0.1)} L${n(s * 0.32)} 0 L${n(s * 0.1)} ${n(s * 0.1)} L0 ${n(s * 0.32)} L${n(-s * 0.1)} ${n(s * 0.1)} L${n(-s * 0.32)} 0 L${n(-s * 0.1)} ${n(-s * 0.1)}Z" fill="${a}" transform="translate(${n(s * 0.25)} ${n(-s * 0.2)}) scale(0.7)"/>` +
        highlight(-s * 0.4, -s * 0.45, s * 0.18, 0.5)
      );
    case 'raspberry': {
      const drupes = [0, 1, 2, 3, 4, 5].map((i) => {
        const angle = (i / 6) * Math.PI * 2;
        return `<circle cx="${n(Math.cos(angle) * s * 0.52)}" cy="${n(Math.sin(angle) * s * 0.52)}" r="${n(s * 0.42)}" fill="${c}" stroke="${a}" stroke-width="${n(s * 0.06)}"/>`;
      });
      return `${drupes.join('')}<circle r="${n(s * 0.42)}" fill="${lighter(c, 0.1)}" stroke="${a}" stroke-width="${n(s * 0.06)}"/>${highlight(-s * 0.4, -s * 0.5, s * 0.18, 0.45)}`;
    }
    case 'strawberry': {
      const seeds = [
        [-0.35, -0.2],
        [0.3, -0.25],
        [0, 0.05],
        [-0.25, 0.35],
        [0.25, 0.35],
        [0, 0.65],
        [-0.55, 0.1],
        [0.55, 0.05],
      ]
        .map(
          ([sx, sy]) =>
            `<ellipse cx="${n(sx! * s)}" cy="${n(sy! * s)}" rx="${n(s * 0.05)}" ry="${n(s * 0.08)}" fill="#f8e6a0"/>`,
        )
        .join('');
      const leaves = [0, 72, 144, 216, 288]
        .map(
          (deg) =>
            `<ellipse cx="0" cy="${n(-s * 0.3)}" rx="${n(s * 0.16)}" ry="${n(s * 0.34)}" fill="${a}" transform="translate(0 ${n(-s * 0.62)}) rotate(${deg}) "/>`,
        )
        .join('');
      return (
        `<path d="M0 ${n(s * 1.05)} C${n(-s * 1.15)} ${n(s * 0.3)} ${n(-s * 0.95)} ${n(-s * 0.8)} 0 ${n(-s * 0.65)} C${n(s * 0.95)} ${n(-s * 0.8)} ${n(s * 1.15)} ${n(s * 0.3)} 0 ${n(s * 1.05)}Z" fill="${c}"/>` +
        seeds +
        highlight(-s * 0.35, -s * 0.3, s * 0.22, 0.3) +
        leaves
      );
    }
    case 'cherry':
      return `<path d="M0 ${n(-s * 0.8)} Q${n(s * 0.4)} ${n(-s * 1.6)} ${n(s * 1.1)} ${n(-s * 1.9)}" stroke="${a}" stroke-width="${n(s * 0.14)}" fill="none" stroke-linecap="round"/><circle r="${n(s)}" fill="${c}"/>${highlight(-s * 0.35, -s * 0.35, s * 0.28, 0.4)}`;
    case 'coin': {
      const seeds = [0, 1, 2, 3, 4, 5]
        .map((i) => {
          const angle = (i / 6) * Math.PI * 2;
          return `<ellipse cx="${n(Math.cos(angle) * s * 0.4)}" cy="${n(Math.sin(angle) * s * 0.4)}" rx="${n(s * 0.07)}" ry="${n(s * 0.12)}" fill="${darker(a, 0.12)}" opacity="0.7" transform="rotate(${Math.round((angle * 180) / Math.PI) + 90} ${n(Math.cos(angle) * s * 0.4)} ${n(Math.sin(angle) * s * 0.4)})"/>`;
        })
        .join('');
      return `<circle r="${n(s)}" fill="${c}"/><circle r="${n(s * 0.84)}" fill="${a}"/><circle r="${n(s * 0.56)}" fill="none" stroke="${c}" stroke-width="${n(s * 0.05)}" opacity="0.35"/>${seeds}${highlight(-s * 0.35, -s * 0.35, s * 0.25, 0.3)}`;
    }
    case 'wedge':
      return (
        `<path d="M${n(-s)} 0 A${n(s)} ${n(s)} 0 0 0 ${n(s)} 0 Z" fill="${c}" stroke="${a}" stroke-width="${n(s * 0.16)}" stroke-linejoin="round"/>` +
        `<path d="M${n(-s * 0.55)} ${n(s * 0.12)} A${n(s * 0.55)} ${n(s * 0.55)} 0 0 0 ${n(s * 0.55)} ${n(s * 0.12)}" fill="none" stroke="${darker(c, 0.08)}" stroke-width="${n(s * 0.08)}" opacity="0.5"/>` +
        `<ellipse cx="${n(-s * 0.2)}" cy="${n(s * 0.35)}" rx="${n(s * 0.06)}" ry="${n(s * 0.1)}" fill="${darker(c, 0.25)}" opacity="0.6"/><ellipse cx="${n(s * 0.2)}" cy="${n(s * 0.35)}" rx="${n(s * 0.06)}" ry="${n(s * 0.1)}" fill="${darker(c, 0.25)}" opacity="0.6"/>`
      );
    case 'cube':
      return (
        `<rect x="${n(-s * 0.9)}" y="${n(-s * 0.8)}" width="${n(s * 1.9)}" height="${n(s * 1.9)}" rx="${n(s * 0.3)}" fill="${a}"/>` +
        `<rect x="${n(-s)}" y="${n(-s)}" width="${n(s * 1.8)}" height="${n(s * 1.8)}" rx="${n(s * 0.3)}" fill="${c}"/>` +
        `<rect x="${n(-s * 0.75)}" y="${n(-s * 0.75)}" width="${n(s * 0.8)}" height="${n(s * 0.45)}" rx="${n(s * 0.2)}" fill="#fff" opacity="0.25"/>`
      );
    case 'strip':
      return `<rect x="${n(-s * 1.5)}" y="${n(-s * 0.36)}" width="${n(s * 3)}" height="${n(s * 0.72)}" rx="${n(s * 0.36)}" fill="${c}" stroke="${a}" stroke-width="${n(s * 0.1)}"/><rect x="${n(-s * 1.2)}" y="${n(-s * 0.22)}" width="${n(s * 2)}" height="${n(s * 0.14)}" rx="${n(s * 0.07)}" fill="#fff" opacity="0.3"/>`;
    case 'spear':
      return (
        `<rect x="${n(-s * 1.8)}" y="${n(-s * 0.24)}" width="${n(s * 3.2)}" height="${n(s * 0.48)}" rx="${n(s * 0.24)}" fill="${c}"/>` +
        `<ellipse cx="${n(s * 1.45)}" cy="0" rx="${n(s * 0.45)}" ry="${n(s * 0.3)}" fill="${a}"/>` +
        [-1, -0.3, 0.4]
          .map(
            (p) =>
              `<path d="M${n(p * s)} ${n(-s * 0.24)} l${n(s * 0.25)} ${n(s * 0.2)}" stroke="${a}" stroke-width="${n(s * 0.08)}"/>`,
          )
          .join('') +
        `<rect x="${n(-s * 1.6)}" y="${n(-s * 0.15)}" width="${n(s * 2.6)}" height="${n(s * 0.1)}" fill="#fff" opacity="0.25"/>`
      );
    case 'leaf': {
      const width = between(rnd, 0.55, 0.8);
      const veins = [-0.5, -0.1, 0.3]
        .map(
          (p) =>
            `<path d="M${n(p * s)} 0 l${n(s * 0.25)} ${n(-s * width * 0.45)} M${n(p * s)} 0 l${n(s * 0.25)} ${n(s * width * 0.45)}" stroke="${a}" stroke-width="${n(s * 0.04)}" opacity="0.7"/>`,
        )
        .join('');
      return `<path d="M${n(-s)} 0 C${n(-s * 0.5)} ${n(-s * width * 1.1)} ${n(s * 0.5)} ${n(-s * width)} ${n(s)} 0 C${n(s * 0.5)} ${n(s * width)} ${n(-s * 0.5)} ${n(s * width * 1.1)} ${n(-s)} 0Z" fill="${c}"/><path d="M${n(-s)} 0 L${n(s * 0.9)} 0" stroke="${a}" stroke-width="${n(s * 0.06)}"/>${veins}`;
    }
    case 'herb':
      return [0, 120, 240]
        .map(
          (deg) =>
            `<path d="M0 0 C${n(s * 0.3)} ${n(-s * 0.45)} ${n(s * 0.9)} ${n(-s * 0.35)} ${n(s * 1.1)} 0 C${n(s * 0.9)} ${n(s * 0.35)} ${n(s * 0.3)} ${n(s * 0.45)} 0 0Z" fill="${deg === 120 ? a : c}" transform="rotate(${deg})"/>`,
        )
        .join('');
    case 'sprinkle':
      return Array.from({ length: 7 }, (_, i) => {
        const angle = rnd() * Math.PI * 2;
        const r = Math.sqrt(rnd()) * s;
        const x = Math.cos(angle) * r;
        const y = Math.sin(angle) * r;
        return a.startsWith('#e') || a.startsWith('#f')
          ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.16)}" fill="${a}" stroke="${c}" stroke-width="${n(s * 0.07)}"/>`
          : `<path d="M${n(x)} ${n(y)} l${n(Math.cos(angle + i) * s * 0.35)} ${n(Math.sin(angle + i) * s * 0.35)}" stroke="${i % 2 ? a : c}" stroke-width="${n(s * 0.09)}" stroke-linecap="round"/>`;
      }).join('');
    case 'floret': {
      const buds = [0, 1, 2, 3, 4, 5]
        .map((i) => {
          const angle = (i / 6) * Math.PI * 2 + 0.3;
          return `<circle cx="${n(Math.cos(angle) * s * 0.5)}" cy="${n(Math.sin(angle) * s * 0.45 - s * 0.15)}" r="${n(s * 0.42)}" fill="${i % 2 ? c : lighter(c, 0.08)}" stroke="${a}" stroke-width="${n(s * 0.05)}"/>`;
        })
        .join('');
      const stem = c.startsWith('#f') ? '#e6dcc0' : '#9fc76a';
      return `<rect x="${n(-s * 0.2)}" y="${n(s * 0.2)}" width="${n(s * 0.4)}" height="${n(s * 0.9)}" rx="${n(s * 0.15)}" fill="${stem}"/>${buds}<circle cx="0" cy="${n(-s * 0.15)}" r="${n(s * 0.4)}" fill="${lighter(c, 0.12)}"/>${highlight(-s * 0.3, -s * 0.6, s * 0.2, 0.25)}`;
    }
    case 'fillet': {
      const lines = [-0.9, -0.45, 0, 0.45, 0.9]
        .map(
          (p) =>
            `<path d="M${n(p * s - s * 0.2)} ${n(-s * 0.62)} Q${n(p * s + s * 0.15)} 0 ${n(p * s - s * 0.15)} ${n(s * 0.62)}" stroke="${a}" stroke-width="${n(s * 0.07)}" fill="none" opacity="0.85"/>`,
        )
        .join('');
      return `<path d="M${n(-s * 1.4)} ${n(-s * 0.55)} Q0 ${n(-s * 0.85)} ${n(s * 1.35)} ${n(-s * 0.5)} Q${n(s * 1.65)} 0 ${n(s * 1.3)} ${n(s * 0.58)} Q0 ${n(s * 0.85)} ${n(-s * 1.35)} ${n(s * 0.6)} Q${n(-s * 1.6)} 0 ${n(-s * 1.4)} ${n(-s * 0.55)}Z" fill="${c}"/>${lines}<path d="M${n(-s * 1.2)} ${n(-s * 0.45)} Q0 ${n(-s * 0.72)} ${n(s * 1.2)} ${n(-s * 0.4)}" stroke="#fff" stroke-width="${n(s * 0.1)}" fill="none" opacity="0.3"/>`;
    }
    case 'steak':
      return [-1.05, -0.45, 0.15, 0.75]
        .map(
          (p, i) =>
            `<rect x="${n(p * s)}" y="${n(-s * 0.8 + i * s * 0.06)}" width="${n(s * 0.62)}" height="${n(s * 1.6)}" rx="${n(s * 0.08)}" fill="${a}" stroke="${c}" stroke-width="${n(s * 0.14)}" transform="rotate(${i * 4 - 6})"/>` +
            `<rect x="${n(p * s + s * 0.16)}" y="${n(-s * 0.45 + i * s * 0.06)}" width="${n(s * 0.3)}" height="${n(s * 0.9)}" rx="${n(s * 0.15)}" fill="${lighter(a, 0.15)}" opacity="0.6" transform="rotate(${i * 4 - 6})"/>`,
        )
        .join('');
    case 'chicken': {
      const marks = [-0.5, 0, 0.5]
        .map(
          (p) =>
            `<path d="M${n(p * s - s * 0.3)} ${n(-s * 0.45)} l${n(s * 0.5)} ${n(s * 0.9)}" stroke="${a}" stroke-width="${n(s * 0.12)}" stroke-linecap="round" opacity="0.75"/>`,
        )
        .join('');
      return `<path d="M${n(-s * 1.2)} ${n(-s * 0.3)} C${n(-s * 1.1)} ${n(-s * 0.9)} ${n(s * 0.8)} ${n(-s * 0.95)} ${n(s * 1.2)} ${n(-s * 0.3)} C${n(s * 1.45)} ${n(s * 0.3)} ${n(s * 0.6)} ${n(s * 0.85)} ${n(-s * 0.2)} ${n(s * 0.75)} C${n(-s * 0.9)} ${n(s * 0.7)} ${n(-s * 1.35)} ${n(s * 0.3)} ${n(-s * 1.2)} ${n(-s * 0.3)}Z" fill="${c}"/>${marks}${highlight(-s * 0.4, -s * 0.45, s * 0.35, 0.22)}`;
    }
    case 'mince':
      return Array.from({ length: 9 }, () => {
        const angle = rnd() * Math.PI * 2;
        const r = Math.sqrt(rnd()) * s * 0.8;
        return `<circle cx="${n(Math.cos(angle) * r)}" cy="${n(Math.sin(angle) * r)}" r="${n(s * between(rnd, 0.22, 0.36))}" fill="${rnd() < 0.5 ? c : a}"/>`;
      }).join('');
    case 'prawn': {
      const segments = [200, 250, 300, 350, 400]
        .map((deg) => {
          const angle = (deg * Math.PI) / 180;
          const x1 = Math.cos(angle) * s * 0.38;
          const y1 = Math.sin(angle) * s * 0.38;
          const x2 = Math.cos(angle) * s * 0.92;
          const y2 = Math.sin(angle) * s * 0.92;
          return `<path d="M${n(x1)} ${n(y1)} L${n(x2)} ${n(y2)}" stroke="${darker(c, 0.15)}" stroke-width="${n(s * 0.06)}"/>`;
        })
        .join('');
      const start = (180 * Math.PI) / 180;
      const end = (440 * Math.PI) / 180;
      const arc = `M${n(Math.cos(start) * s * 0.65)} ${n(Math.sin(start) * s * 0.65)} A${n(s * 0.65)} ${n(s * 0.65)} 0 1 1 ${n(Math.cos(end) * s * 0.65)} ${n(Math.sin(end) * s * 0.65)}`;
      const tailX = Math.cos(end) * s * 0.65;
      const tailY = Math.sin(end) * s * 0.65;
      return `<path d="${arc}" stroke="${c}" stroke-width="${n(s * 0.55)}" fill="none" stroke-linecap="round"/><path d="${arc}" stroke="${a}" stroke-width="${n(s * 0.12)}" fill="none" opacity="0.6" transform="scale(0.82)"/>${segments}<path d="M${n(tailX)} ${n(tailY)} l${n(-s * 0.45)} ${n(s * 0.1)} l${n(s * 0.2)} ${n(s * 0.35)}Z" fill="${darker(c, 0.12)}"/>`;
    }
    case 'mussel':
      return `<ellipse rx="${n(s)}" ry="${n(s * 0.55)}" fill="${c}"/><ellipse rx="${n(s * 0.78)}" ry="${n(s * 0.38)}" fill="${a}"/><ellipse cx="${n(-s * 0.1)}" rx="${n(s * 0.45)}" ry="${n(s * 0.18)}" fill="${lighter(a, 0.25)}"/>`;
    case 'ring':
      return `<circle r="${n(s * 0.8)}" fill="none" stroke="${c}" stroke-width="${n(s * 0.3)}"/><circle r="${n(s * 0.8)}" fill="none" stroke="${a}" stroke-width="${n(s * 0.08)}"/>`;
    case 'egg':
      if (variant === 'boiled') {
        return `<ellipse rx="${n(s * 0.75)}" ry="${n(s * 0.98)}" fill="${c}" stroke="#eee6d4" stroke-width="${n(s * 0.05)}"/><circle cy="${n(s * 0.05)}" r="${n(s * 0.42)}" fill="#f7c43c"/>${highlight(-s * 0.2, -s * 0.1, s * 0.15, 0.4)}`;
      }
      return `<path d="M${n(-s * 1.1)} ${n(-s * 0.1)} C${n(-s * 1.1)} ${n(-s * 0.9)} ${n(-s * 0.2)} ${n(-s * 1.15)} ${n(s * 0.5)} ${n(-s * 0.9)} C${n(s * 1.25)} ${n(-s * 0.65)} ${n(s * 1.2)} ${n(s * 0.4)} ${n(s * 0.7)} ${n(s * 0.85)} C${n(s * 0.2)} ${n(s * 1.25)} ${n(-s * 0.8)} ${n(s * 1)} ${n(-s * 1.1)} ${n(-s * 0.1)}Z" fill="${c}"/><circle cx="${n(s * 0.05)}" cy="${n(-s * 0.05)}" r="${n(s * 0.42)}" fill="${a}"/><circle cx="${n(-s * 0.1)}" cy="${n(-s * 0.2)}" r="${n(s * 0.13)}" fill="#fff" opacity="0.55"/>`;
    case 'nut':
      return `<ellipse rx="${n(s)}" ry="${n(s * 0.58)}" fill="${c}"/><path d="M${n(-s * 0.7)} 0 Q0 ${n(-s * 0.15)} ${n(s * 0.7)} 0" stroke="${a}" stroke-width="${n(s * 0.1)}" fill="none"/>${highlight(-s * 0.35, -s * 0.25, s * 0.3, 0.25)}`;
    case 'walnut':
      return `<path d="M${n(-s)} 0 C${n(-s)} ${n(-s * 0.8)} ${n(s)} ${n(-s * 0.8)} ${n(s)} 0 C${n(s)} ${n(s * 0.8)} ${n(-s)} ${n(s * 0.8)} ${n(-s)} 0Z" fill="${c}"/><path d="M${n(-s * 0.7)} ${n(-s * 0.2)} q${n(s * 0.35)} ${n(s * 0.3)} ${n(s * 0.7)} 0 t${n(s * 0.7)} 0 M${n(-s * 0.6)} ${n(s * 0.3)} q${n(s * 0.3)} ${n(-s * 0.25)} ${n(s * 0.6)} 0 t${n(s * 0.6)} 0" stroke="${a}" stroke-width="${n(s * 0.12)}" fill="none" stroke-linecap="round"/>`;
    case 'seeds':
      return Array.from({ length: 16 }, () => {
        const angle = rnd() * Math.PI * 2;
        const r = Math.sqrt(rnd()) * s;
        return `<ellipse cx="${n(Math.cos(angle) * r)}" cy="${n(Math.sin(angle) * r)}" rx="${n(s * 0.075)}" ry="${n(s * 0.045)}" fill="${rnd() < 0.7 ? c : a}" transform="rotate(${Math.round(rnd() * 180)} ${n(Math.cos(angle) * r)} ${n(Math.sin(angle) * r)})"/>`;
      }).join('');
    case 'dust':
      return Array.from({ length: 40 }, () => {
        const angle = rnd() * Math.PI * 2;
        const r = Math.sqrt(rnd()) * s;
        return `<circle cx="${n(Math.cos(angle) * r)}" cy="${n(Math.sin(angle) * r)}" r="${n(s * between(rnd, 0.012, 0.028))}" fill="${c}" opacity="0.75"/>`;
      }).join('');
    case 'drizzle': {
      let d = `M${n(-s * 1.6)} 0`;
      for (let i = 0; i < 4; i += 1) {
        const x = -s * 1.6 + (i + 1) * s * 0.8;
        d += ` Q${n(x - s * 0.4)} ${n((i % 2 ? 1 : -1) * s * between(rnd, 0.35, 0.6))} ${n(x)} 0`;
      }
      return `<path d="${d}" stroke="${a}" stroke-width="${n(s * 0.12)}" fill="none" stroke-linecap="round" opacity="0.35" transform="translate(${n(s * 0.03)} ${n(s * 0.05)})"/><path d="${d}" stroke="${c}" stroke-width="${n(s * 0.09)}" fill="none" stroke-linecap="round" opacity="0.85"/><path d="${d}" stroke="#fff" stroke-width="${n(s * 0.04)}" fill="none" stroke-linecap="round" opacity="0.35" transform="translate(${n(-s * 0.02)} ${n(-s * 0.03)})"/>`;
    }
    case 'dollop': {
      const bumps = 9;
      let d = '';
      for (let i = 0; i <= bumps; i += 1) {
        const angle = (i / bumps) * Math.PI * 2;
        const r = s * (i % 2 ? 0.92 : 1.02);
        d += `${i === 0 ? 'M' : 'L'}${n(Math.cos(angle) * r)} ${n(Math.sin(angle) * r)} `;
      }
      return `<path d="${d}Z" fill="${c}" stroke="${a}" stroke-width="${n(s * 0.06)}" stroke-linejoin="round"/><path d="M${n(-s * 0.5)} ${n(-s * 0.1)} A${n(s * 0.5)} ${n(s * 0.5)} 0 1 1 ${n(s * 0.1)} ${n(s * 0.45)}" stroke="${a}" stroke-width="${n(s * 0.1)}" fill="none" stroke-linecap="round"/>${highlight(-s * 0.35, -s * 0.45, s * 0.25, 0.5)}`;
    }
    case 'mushroom':
      return `<path d="M${n(-s)} ${n(s * 0.05)} C${n(-s)} ${n(-s * 0.9)} ${n(s)} ${n(-s * 0.9)} ${n(s)} ${n(s * 0.05)} Z" fill="${c}" stroke="${a}" stroke-width="${n(s * 0.1)}"/><path d="M${n(-s * 0.3)} ${n(s * 0.05)} L${n(-s * 0.25)} ${n(s * 0.85)} Q0 ${n(s * 0.95)} ${n(s * 0.25)} ${n(s * 0.85)} L${n(s * 0.3)} ${n(s * 0.05)}Z" fill="${lighter(c, 0.25)}" stroke="${a}" stroke-width="${n(s * 0.08)}"/>${highlight(-s * 0.35, -s * 0.45, s * 0.25, 0.25)}`;
    case 'avocado':
      return [0, 1, 2, 3]
        .map(
          (i) =>
            `<path d="M${n(-s * 1.1)} 0 Q0 ${n(-s * 0.75)} ${n(s * 1.1)} 0 Q0 ${n(-s * 0.3)} ${n(-s * 1.1)} 0Z" fill="${c}" stroke="${a}" stroke-width="${n(s * 0.1)}" transform="translate(0 ${n(i * s * 0.28 - s * 0.2)})"/>` +
            `<path d="M${n(-s * 0.8)} ${n(-s * 0.1)} Q0 ${n(-s * 0.45)} ${n(s * 0.8)} ${n(-s * 0.1)}" stroke="#f0e68c" stroke-width="${n(s * 0.08)}" fill="none" opacity="0.7" transform="translate(0 ${n(i * s * 0.28 - s * 0.2)})"/>`,
        )
        .join('');
    case 'olive':
      return `<ellipse rx="${n(s * 0.85)}" ry="${n(s * 0.62)}" fill="${c}"/><ellipse rx="${n(s * 0.2)}" ry="${n(s * 0.15)}" fill="${darker(c, 0.35)}"/>${highlight(-s * 0.35, -s * 0.25, s * 0.22, 0.35)}`;
    case 'kiwi': {
      const seeds = Array.from({ length: 12 }, (_, i) => {
        const angle = (i / 12) * Math.PI * 2;
        return `<ellipse cx="${n(Math.cos(angle) * s * 0.52)}" cy="${n(Math.sin(angle) * s * 0.52)}" rx="${n(s * 0.05)}" ry="${n(s * 0.1)}" fill="#2a2420" transform="rotate(${Math.round((angle * 180) / Math.PI) + 90} ${n(Math.cos(angle) * s * 0.52)} ${n(Math.sin(angle) * s * 0.52)})"/>`;
      }).join('');
      return `<circle r="${n(s)}" fill="#8a6a42"/><circle r="${n(s * 0.9)}" fill="${c}"/><circle r="${n(s * 0.32)}" fill="${a}"/>${seeds}`;
    }
    case 'citrus': {
      const segments = Array.from({ length: 8 }, (_, i) => {
        const angle = (i / 8) * Math.PI * 2;
        return `<path d="M0 0 L${n(Math.cos(angle) * s * 0.78)} ${n(Math.sin(angle) * s * 0.78)}" stroke="${lighter(a, 0.5)}" stroke-width="${n(s * 0.07)}"/>`;
      }).join('');
      return `<circle r="${n(s)}" fill="${c}"/><circle r="${n(s * 0.86)}" fill="${lighter(a, 0.55)}"/><circle r="${n(s * 0.78)}" fill="${a}"/>${segments}${highlight(-s * 0.3, -s * 0.3, s * 0.3, 0.25)}`;
    }
    case 'bean':
      return `<path d="M${n(-s)} 0 C${n(-s)} ${n(-s * 0.7)} ${n(s)} ${n(-s * 0.7)} ${n(s)} 0 C${n(s)} ${n(s * 0.6)} ${n(s * 0.3)} ${n(s * 0.35)} 0 ${n(s * 0.25)} C${n(-s * 0.3)} ${n(s * 0.35)} ${n(-s)} ${n(s * 0.6)} ${n(-s)} 0Z" fill="${c}"/>${highlight(-s * 0.35, -s * 0.25, s * 0.28, 0.3)}`;
    case 'pod':
      return `<path d="M${n(-s * 1.4)} 0 Q0 ${n(-s * 0.8)} ${n(s * 1.4)} 0 Q0 ${n(s * 0.8)} ${n(-s * 1.4)} 0Z" fill="${c}"/>${[-0.6, 0, 0.6].map((p) => `<circle cx="${n(p * s)}" r="${n(s * 0.26)}" fill="${a}" opacity="0.55"/>`).join('')}<path d="M${n(-s * 1.3)} 0 Q0 ${n(-s * 0.55)} ${n(s * 1.3)} 0" stroke="#fff" stroke-width="${n(s * 0.06)}" fill="none" opacity="0.35"/>`;
    case 'shred':
      return Array.from({ length: 6 }, (_, i) => {
        const y = (i - 2.5) * s * 0.28;
        return `<path d="M${n(-s)} ${n(y)} Q0 ${n(y - s * between(rnd, -0.4, 0.4))} ${n(s)} ${n(y + s * 0.1)}" stroke="${i % 2 ? a : c}" stroke-width="${n(s * 0.13)}" fill="none" stroke-linecap="round"/>`;
      }).join('');
    case 'flakes':
      return Array.from({ length: 6 }, () => {
        const x = between(rnd, -s * 0.8, s * 0.8);
        const y = between(rnd, -s * 0.8, s * 0.8);
        const w = s * between(rnd, 0.3, 0.55);
        return `<path d="M${n(x)} ${n(y)} l${n(w)} ${n(w * 0.2)} l${n(-w * 0.35)} ${n(w * 0.6)}Z" fill="${c}" stroke="${a}" stroke-width="${n(s * 0.04)}" stroke-linejoin="round"/>`;
      }).join('');
    case 'chocolate':
      return `<path d="M${n(-s)} ${n(-s * 0.6)} L${n(s * 0.8)} ${n(-s * 0.8)} L${n(s)} ${n(s * 0.5)} L${n(-s * 0.6)} ${n(s * 0.8)}Z" fill="${c}" stroke="${a}" stroke-width="${n(s * 0.1)}" stroke-linejoin="round"/><path d="M${n(-s * 0.1)} ${n(-s * 0.7)} L${n(s * 0.1)} ${n(s * 0.65)}" stroke="${a}" stroke-width="${n(s * 0.08)}"/>${highlight(-s * 0.4, -s * 0.35, s * 0.25, 0.15)}`;
    case 'fig':
      return `<path d="M0 ${n(-s * 1.1)} C${n(s * 0.5)} ${n(-s * 0.6)} ${n(s)} ${n(-s * 0.1)} ${n(s * 0.85)} ${n(s * 0.45)} C${n(s * 0.6)} ${n(s * 1.05)} ${n(-s * 0.6)} ${n(s * 1.05)} ${n(-s * 0.85)} ${n(s * 0.45)} C${n(-s)} ${n(-s * 0.1)} ${n(-s * 0.5)} ${n(-s * 0.6)} 0 ${n(-s * 1.1)}Z" fill="${c}"/><path d="M0 ${n(-s * 0.8)} C${n(s * 0.4)} ${n(-s * 0.4)} ${n(s * 0.75)} 0 ${n(s * 0.62)} ${n(s * 0.4)} C${n(s * 0.4)} ${n(s * 0.8)} ${n(-s * 0.4)} ${n(s * 0.8)} ${n(-s * 0.62)} ${n(s * 0.4)} C${n(-s * 0.75)} 0 ${n(-s * 0.4)} ${n(-s * 0.4)} 0 ${n(-s * 0.8)}Z" fill="${a}"/>${Array.from({ length: 8 }, () => `<circle cx="${n(between(rnd, -s * 0.4, s * 0.4))}" cy="${n(between(rnd, -s * 0.2, s * 0.55))}" r="${n(s * 0.05)}" fill="#f7e3a8"/>`).join('')}`;
    case 'passionfruit':
      return `<circle r="${n(s)}" fill="${c}"/><circle r="${n(s * 0.82)}" fill="${a}"/>${Array.from(
        { length: 11 },
        () => {
          const angle = rnd() * Math.PI * 2;
          const r = Math.sqrt(rnd()) * s * 0.7;
          return `<circle cx="${n(Math.cos(angle) * r)}" cy="${n(Math.sin(angle) * r)}" r="${n(s * 0.08)}" fill="#2a1f1a"/>`;
        },
      ).join('')}`;
    case 'bacon': {
      const d = `M${n(-s * 1.3)} 0 q${n(s * 0.33)} ${n(-s * 0.3)} ${n(s * 0.65)} 0 t${n(s * 0.65)} 0 t${n(s * 0.65)} 0 t${n(s * 0.65)} 0`;
      return `<path d="${d}" stroke="${c}" stroke-width="${n(s * 0.6)}" fill="none" stroke-linecap="round"/><path d="${d}" stroke="${a}" stroke-width="${n(s * 0.14)}" fill="none" transform="translate(0 ${n(s * 0.12)})"/>`;
    }
  }
}
