import { DEMO_FOODS, type DemoFoodId, type DemoRecipe } from '../../../db/demo-recipes.ts';
import { FOOD_LOOKS, type FoodLook } from './food-looks.ts';
import {
  between,
  blend,
  darker,
  lighter,
  mix,
  n,
  pick,
  piece,
  randomFor,
  scatter,
  sector,
  SHAPE_SIZE,
  type Point,
  type Random,
} from './pieces.ts';

/**
 * A demo recipe's picture, drawn for the project by code (decision 045): a flat, top-down illustration of
 * the dish on a table, made from what the recipe is. The dish (bowl, plate, glass, skillet, baking dish,
 * board) comes from its name; the pieces in it, their shapes and colours, from its ingredients
 * (food-looks.ts); the table, napkin and crockery from a random source seeded with its name, so a page of
 * cards is varied and the same recipe always gets the same picture. Pure: recipe in, SVG text out.
 */

export const PICTURE_WIDTH = 1200;
export const PICTURE_HEIGHT = 900;
const CX = PICTURE_WIDTH / 2;
const CY = PICTURE_HEIGHT / 2;
const ZOOM = 1.1;

export type DishKind =
  | 'smoothie'
  | 'soup'
  | 'porridge'
  | 'omelette'
  | 'skillet'
  | 'wrap'
  | 'toast'
  | 'pasta'
  | 'salad'
  | 'grainBowl'
  | 'stirFry'
  | 'stew'
  | 'bake'
  | 'cake'
  | 'treats'
  | 'dip'
  | 'snackBowl'
  | 'dessertBowl'
  | 'snackPlate'
  | 'plate';

/** First match wins: "Chia pudding" is a pudding in a bowl, not a baked one; "noodle soup" is a soup. */
const KIND_BY_NAME: readonly (readonly [DishKind, RegExp])[] = [
  ['smoothie', /smoothie|cooler|granita/i],
  ['soup', /soup|chowder|congee|minestrone/i],
  ['treats', /muffin|cookie|balls|biscotti|brownie|crackers|\bbark\b|dipped/i],
  ['porridge', /porridge|overnight oats|oatmeal|bircher|muesli|granola|chia pudding/i],
  ['omelette', /omelette/i],
  ['skillet', /frittata|shakshuka|hash|scramble(?! on)|scrambled eggs(?! .*toast)/i],
  ['wrap', /burrito|taco|wrap|pita pocket/i],
  ['toast', /toast|sourdough|bruschetta|crispbread/i],
  ['pasta', /pasta|spaghetti|linguine|penne|pad thai/i],
  ['salad', /salad|slaw|tabbouleh|caprese/i],
  ['stirFry', /stir-fry|noodle|satay/i],
  ['grainBowl', /with (brown rice|quinoa|pearl barley|cauliflower rice|soft polenta)/i],
  ['snackBowl', /\bnuts\b|trail mix|chickpeas|edamame|kale chips/i],
  ['stew', /stew|chilli|casserole|curry|cacciatore|beans\b.*rice|risotto|mussels|congee/i],
  [
    'bake',
    /shepherd|moussaka|lasagne|parmigiana|crumble|pudding|clafoutis|custard|baked oatmeal|baked apples/i,
  ],
  ['cake', /cake|pavlova|banana bread|pie\b|pancakes/i],
  ['dip', /hummus|dip\b|ghanoush|guacamole|tzatziki/i],
  [
    'dessertBowl',
    /compote|yoghurt|poached|figs|peaches|sorbet|nice cream|mousse|fruit salad|with lime and chilli/i,
  ],
  [
    'snackPlate',
    /slices|skewers|grapes|celery|boiled eggs|bites|watermelon|cottage cheese|strawberries with/i,
  ],
];

/** The kind of dish a recipe is served in, read from its name (and its meal time when the name says nothing). */
export function dishKindOf(recipe: Pick<DemoRecipe, 'name' | 'mealTimes'>): DishKind {
  for (const [kind, pattern] of KIND_BY_NAME) if (pattern.test(recipe.name)) return kind;
  if (recipe.mealTimes.includes('desert')) return 'dessertBowl';
  if (recipe.mealTimes.every((time) => time === 'snack')) return 'snackPlate';
  return 'plate';
}

/** A food drawn where the recipe does not weigh it (the chocolate of biscotti). */
const FOOD_LOOKS_AS_INGREDIENT = {
  darkChocolate: { id: 'darkChocolate', look: { ...FOOD_LOOKS.darkChocolate, shape: 'chocolate' }, grams: 0 },
} as const satisfies Record<string, Ingredient>;

const FOOD_ID_BY_KEY = new Map<string, DemoFoodId>(
  (Object.entries(DEMO_FOODS) as [DemoFoodId, { sr28Key: string }][]).map(([id, food]) => [food.sr28Key, id]),
);

interface Ingredient {
  id: DemoFoodId;
  look: FoodLook;
  grams: number;
}

function ingredientsOf(recipe: DemoRecipe): Ingredient[] {
  return recipe.ingredients.map(({ sr28Key, grams }) => {
    const id = FOOD_ID_BY_KEY.get(sr28Key);
    if (!id) throw new Error(`${recipe.name}: ${sr28Key} is not a demo food`);
    return { id, look: FOOD_LOOKS[id], grams };
  });
}

/** What the picture is drawn from, worked out once. */
interface Dish {
  name: string;
  rnd: Random;
  kind: DishKind;
  ingredients: Ingredient[];
  /** Largest first: the pieces a dish is mostly made of. */
  mains: Ingredient[];
  garnishes: Ingredient[];
  bases: Ingredient[];
  /** The colour a blended or cooked dish takes from what is in it. */
  tint: string;
  /** The crockery's colour, the table's and the napkin's, chosen per recipe. */
  ware: Ware;
}

interface Ware {
  body: string;
  rim: string;
}

const WARES: readonly Ware[] = [
  { body: '#fbfaf7', rim: '#e9e5dc' },
  { body: '#f6f1e7', rim: '#e3d9c6' },
  { body: '#eef3f6', rim: '#c9d8e3' },
  { body: '#f3efe9', rim: '#d7cfc3' },
  { body: '#e9efe4', rim: '#c3d1b8' },
  { body: '#2f3a44', rim: '#44525f' },
  { body: '#f8ece4', rim: '#e6cbbb' },
];

const TABLES = [
  { kind: 'wood', base: '#e2c49c', line: '#cfad80' },
  { kind: 'wood', base: '#b98a5e', line: '#a07248' },
  { kind: 'wood', base: '#8f6748', line: '#7a5539' },
  { kind: 'marble', base: '#f1eeea', line: '#d8d3cc' },
  { kind: 'linen', base: '#c7d3bd', line: '#b6c4aa' },
  { kind: 'linen', base: '#b8c9d8', line: '#a6b9ca' },
  { kind: 'linen', base: '#efd9a6', line: '#e2c88e' },
  { kind: 'slate', base: '#46505a', line: '#3b444d' },
  { kind: 'tile', base: '#e7b79c', line: '#d49d80' },
] as const;

const NAPKINS = ['#e85d4a', '#3f7fbf', '#f2c14e', '#6aa36f', '#f5efe4', '#8d6cab', '#f08fa0', '#2f6f73'];

class Scene {
  private readonly defs: string[] = [];
  private readonly layers: string[] = [];
  private next = 0;

  id(prefix: string): string {
    this.next += 1;
    return `${prefix}${this.next}`;
  }

  def(svg: string): void {
    this.defs.push(svg);
  }

  add(svg: string): void {
    this.layers.push(svg);
  }

  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}">` +
      `<defs>${this.defs.join('')}</defs>` +
      // Everything a little larger than drawn, so the dish fills more of a card; the table still covers the edges.
      `<g transform="translate(${CX} ${CY}) scale(${ZOOM}) translate(${-CX} ${-CY})">${withoutLayers(this.layers.join(''))}</g></svg>`
    );
  }
}

/**
 * `opacity` on a shape makes librsvg draw it on a layer of its own and blend it back, which made a picture
 * take 2.6 times as long to rasterise; a single shape looks the same with fill-opacity and stroke-opacity.
 * Groups keep their `opacity` (a few, whose parts overlap).
 */
function withoutLayers(svg: string): string {
  return svg.replace(
    /<(circle|ellipse|rect|path|polygon)\b([^>]*?) opacity="([\d.]+)"/g,
    (_shape, tag: string, attributes: string, opacity: string) => {
      if (attributes.includes('fill="none"')) return `<${tag}${attributes} stroke-opacity="${opacity}"`;
      if (attributes.includes('stroke=')) {
        return `<${tag}${attributes} fill-opacity="${opacity}" stroke-opacity="${opacity}"`;
      }
      return `<${tag}${attributes} fill-opacity="${opacity}"`;
    },
  );
}

/** The SVG picture of a demo recipe: the same recipe gives the same text, byte for byte. */
export function demoPictureSvg(recipe: DemoRecipe): string {
  const rnd = randomFor(recipe.name);
  const ingredients = ingredientsOf(recipe);
  const byWeight = [...ingredients].sort((a, b) => b.grams - a.grams);
  const dish: Dish = {
    name: recipe.name,
    rnd,
    kind: dishKindOf(recipe),
    ingredients,
    mains: byWeight.filter((i) => i.look.role === 'main'),
    garnishes: byWeight.filter((i) => i.look.role === 'garnish'),
    bases: byWeight.filter((i) => i.look.role === 'base'),
    tint: blend(
      ingredients.flatMap((i) => (i.look.tint ? [{ colour: i.look.tint, weight: Math.sqrt(i.grams) }] : [])),
      '#e9d9b8',
    ),
    ware: pick(rnd, WARES),
  };
  const scene = new Scene();
  drawTable(scene, rnd);
  DRAW[dish.kind](scene, dish);
  return scene.toString();
}

// ---------------------------------------------------------------------------------------------------------
// The table, the napkin, the cutlery

function drawTable(scene: Scene, rnd: Random): void {
  const table = pick(rnd, TABLES);
  scene.add(`<rect width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" fill="${table.base}"/>`);
  switch (table.kind) {
    case 'wood': {
      const plank = between(rnd, 150, 210);
      for (let y = between(rnd, -plank, 0); y < PICTURE_HEIGHT; y += plank) {
        scene.add(`<rect y="${n(y)}" width="${PICTURE_WIDTH}" height="3" fill="${table.line}"/>`);
        for (let i = 0; i < 3; i += 1) {
          const gy = y + between(rnd, 20, plank - 20);
          const wave = between(rnd, 4, 12);
          scene.add(
            `<path d="M0 ${n(gy)} Q300 ${n(gy - wave)} 600 ${n(gy)} T1200 ${n(gy)}" stroke="${table.line}" stroke-width="${n(between(rnd, 1.5, 3))}" fill="none" opacity="0.55"/>`,
          );
        }
      }
      break;
    }
    case 'marble':
      for (let i = 0; i < 6; i += 1) {
        const x = between(rnd, -200, 1200);
        scene.add(
          `<path d="M${n(x)} -20 C${n(x + between(rnd, -150, 250))} 300 ${n(x + between(rnd, -100, 300))} 600 ${n(x + between(rnd, 0, 400))} 920" stroke="${table.line}" stroke-width="${n(between(rnd, 1, 4))}" fill="none" opacity="0.8"/>`,
        );
      }
      break;
    case 'linen':
      for (let x = 0; x < PICTURE_WIDTH; x += 14)
        scene.add(
          `<rect x="${x}" width="4" height="${PICTURE_HEIGHT}" fill="${table.line}" opacity="0.35"/>`,
        );
      for (let y = 0; y < PICTURE_HEIGHT; y += 14)
        scene.add(`<rect y="${y}" width="${PICTURE_WIDTH}" height="4" fill="${table.line}" opacity="0.25"/>`);
      break;
    case 'slate':
      for (let i = 0; i < 140; i += 1)
        scene.add(
          `<circle cx="${n(between(rnd, 0, 1200))}" cy="${n(between(rnd, 0, 900))}" r="${n(between(rnd, 1, 3))}" fill="#fff" opacity="0.05"/>`,
        );
      break;
    case 'tile':
      for (let x = 0; x < PICTURE_WIDTH; x += 150)
        scene.add(`<rect x="${x}" width="5" height="${PICTURE_HEIGHT}" fill="#f5e6da"/>`);
      for (let y = 0; y < PICTURE_HEIGHT; y += 150)
        scene.add(`<rect y="${y}" width="${PICTURE_WIDTH}" height="5" fill="#f5e6da"/>`);
      break;
  }
  drawNapkin(scene, rnd);
}

function drawNapkin(scene: Scene, rnd: Random): void {
  const colour = pick(rnd, NAPKINS);
  const corner = pick(rnd, [
    { x: 170, y: 170 },
    { x: 1030, y: 170 },
    { x: 170, y: 730 },
    { x: 1030, y: 730 },
  ]);
  const angle = Math.round(between(rnd, -25, 25));
  const pattern = scene.id('napkin');
  const style = Math.floor(rnd() * 3);
  const stripe = lighter(colour, 0.45);
  scene.def(
    style === 0
      ? `<pattern id="${pattern}" width="36" height="36" patternUnits="userSpaceOnUse"><rect width="36" height="36" fill="${colour}"/><rect width="18" height="36" fill="${stripe}" opacity="0.5"/><rect width="36" height="18" fill="${stripe}" opacity="0.5"/></pattern>`
      : style === 1
        ? `<pattern id="${pattern}" width="30" height="30" patternUnits="userSpaceOnUse"><rect width="30" height="30" fill="${colour}"/><rect y="12" width="30" height="6" fill="${stripe}"/></pattern>`
        : `<pattern id="${pattern}" width="30" height="30" patternUnits="userSpaceOnUse"><rect width="30" height="30" fill="${colour}"/></pattern>`,
  );
  scene.add(
    `<g transform="translate(${corner.x} ${corner.y}) rotate(${angle})">` +
      `<rect x="-205" y="-195" width="420" height="420" rx="10" fill="#2a1a10" opacity="0.1"/>` +
      `<rect x="-210" y="-210" width="420" height="420" rx="8" fill="url(#${pattern})"/>` +
      `<rect x="-192" y="-192" width="384" height="384" rx="4" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="10 8" opacity="0.45"/>` +
      `</g>`,
  );
}

function drawCutlery(
  scene: Scene,
  x: number,
  y: number,
  angle: number,
  tool: 'fork' | 'spoon' | 'knife',
): void {
  const metal = '#d9dde2';
  const edge = '#aab2bb';
  const handle = `<rect x="-11" y="10" width="22" height="190" rx="11" fill="${metal}" stroke="${edge}" stroke-width="3"/>`;
  const head =
    tool === 'spoon'
      ? `<ellipse cy="-55" rx="40" ry="58" fill="${metal}" stroke="${edge}" stroke-width="3"/><ellipse cx="-10" cy="-68" rx="14" ry="24" fill="#fff" opacity="0.6"/>`
      : tool === 'fork'
        ? `<path d="M-30 -110 L-30 -30 Q-30 10 0 14 Q30 10 30 -30 L30 -110 L22 -110 L22 -40 L10 -40 L10 -110 L2 -110 L2 -40 L-2 -40 L-2 -110 L-10 -110 L-10 -40 L-22 -40 L-22 -110Z" fill="${metal}" stroke="${edge}" stroke-width="3" stroke-linejoin="round"/>`
        : `<path d="M-12 10 L-12 -120 Q8 -110 14 -40 L14 10Z" fill="${metal}" stroke="${edge}" stroke-width="3" stroke-linejoin="round"/>`;
  scene.add(
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><g transform="translate(6 8)" opacity="0.15">${handle.replace(/fill="[^"]+"/, 'fill="#000"')}</g>${handle}${head}</g>`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Crockery

/** A soft shadow under a round thing: a few offset discs, cheaper to rasterise than a blur. */
function roundShadow(scene: Scene, x: number, y: number, r: number): void {
  for (const [grow, opacity] of [
    [18, 0.05],
    [10, 0.07],
    [3, 0.1],
  ] as const) {
    scene.add(
      `<circle cx="${n(x + 14)}" cy="${n(y + 20)}" r="${n(r + grow)}" fill="#2a1a10" opacity="${opacity}"/>`,
    );
  }
}

/** A bowl; returns the clip path id of its inside and the inside's radius. */
function drawBowl(
  scene: Scene,
  dish: Dish,
  x: number,
  y: number,
  r: number,
): { clip: string; inner: number } {
  const { body, rim } = dish.ware;
  roundShadow(scene, x, y, r);
  const glaze = scene.id('glaze');
  scene.def(
    `<radialGradient id="${glaze}" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${lighter(body, 0.5)}"/><stop offset="1" stop-color="${darker(body, 0.08)}"/></radialGradient>`,
  );
  scene.add(
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#${glaze})" stroke="${rim}" stroke-width="3"/>`,
  );
  const inner = r * 0.86;
  scene.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(inner + 4)}" fill="${rim}"/>`);
  const clip = scene.id('inside');
  scene.def(`<clipPath id="${clip}"><circle cx="${n(x)}" cy="${n(y)}" r="${n(inner)}"/></clipPath>`);
  return { clip, inner };
}

/** The bowl's inner shade, laid over its food so the food sits down in it. */
function bowlDepth(scene: Scene, x: number, y: number, inner: number): void {
  const depth = scene.id('depth');
  scene.def(
    `<radialGradient id="${depth}" cx="0.58" cy="0.6" r="0.55"><stop offset="0.78" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#2a1a10" stop-opacity="0.28"/></radialGradient>`,
  );
  scene.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(inner)}" fill="url(#${depth})"/>`);
}

function drawPlate(scene: Scene, dish: Dish, x: number, y: number, r: number): void {
  const { body, rim } = dish.ware;
  roundShadow(scene, x, y, r);
  scene.add(
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${body}" stroke="${rim}" stroke-width="3"/>`,
  );
  const well = scene.id('well');
  scene.def(
    `<radialGradient id="${well}" cx="0.45" cy="0.4" r="0.6"><stop offset="0.85" stop-color="${body}"/><stop offset="1" stop-color="${darker(body, 0.07)}"/></radialGradient>`,
  );
  scene.add(
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.74)}" fill="url(#${well})" stroke="${rim}" stroke-width="2"/>`,
  );
  scene.add(
    `<path d="M${n(x - r * 0.88)} ${n(y - r * 0.3)} A${n(r * 0.93)} ${n(r * 0.93)} 0 0 1 ${n(x - r * 0.3)} ${n(y - r * 0.88)}" stroke="#fff" stroke-width="8" fill="none" opacity="0.5" stroke-linecap="round"/>`,
  );
}

function drawBoard(scene: Scene, x: number, y: number, w: number, h: number, rnd: Random): void {
  const wood = pick(rnd, ['#d7a86e', '#c98f55', '#e4bf8a']);
  scene.add(
    `<rect x="${n(x - w / 2 + 14)}" y="${n(y - h / 2 + 20)}" width="${n(w)}" height="${n(h)}" rx="28" fill="#2a1a10" opacity="0.15"/>`,
  );
  scene.add(
    `<rect x="${n(x + w / 2 - 10)}" y="${n(y - 28)}" width="110" height="56" rx="28" fill="${wood}" stroke="${darker(wood, 0.15)}" stroke-width="3"/><circle cx="${n(x + w / 2 + 70)}" cy="${n(y)}" r="11" fill="${darker(wood, 0.3)}"/>`,
  );
  scene.add(
    `<rect x="${n(x - w / 2)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" rx="26" fill="${wood}" stroke="${darker(wood, 0.15)}" stroke-width="3"/>`,
  );
  for (let i = 0; i < 6; i += 1) {
    const gy = y - h / 2 + ((i + 0.5) / 6) * h;
    scene.add(
      `<path d="M${n(x - w / 2 + 20)} ${n(gy)} Q${n(x)} ${n(gy + between(rnd, -10, 10))} ${n(x + w / 2 - 20)} ${n(gy)}" stroke="${darker(wood, 0.1)}" stroke-width="2" fill="none" opacity="0.6"/>`,
    );
  }
}

function drawBakingDish(scene: Scene, dish: Dish, x: number, y: number, w: number, h: number): string {
  const colour = pick(dish.rnd, ['#f4efe6', '#d9643f', '#3f6fa3', '#f2f0eb', '#6c8f6a']);
  scene.add(
    `<rect x="${n(x - w / 2 + 16)}" y="${n(y - h / 2 + 22)}" width="${n(w + 80)}" height="${n(h)}" rx="40" fill="#2a1a10" opacity="0.15" transform="translate(-40 0)"/>`,
  );
  scene.add(
    `<rect x="${n(x - w / 2 - 45)}" y="${n(y - 45)}" width="${n(w + 90)}" height="90" rx="40" fill="${darker(colour, 0.08)}"/>`,
  );
  scene.add(
    `<rect x="${n(x - w / 2)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" rx="42" fill="${colour}" stroke="${darker(colour, 0.15)}" stroke-width="3"/>`,
  );
  const clip = scene.id('dish');
  scene.def(
    `<clipPath id="${clip}"><rect x="${n(x - w / 2 + 26)}" y="${n(y - h / 2 + 26)}" width="${n(w - 52)}" height="${n(h - 52)}" rx="24"/></clipPath>`,
  );
  return clip;
}

// ---------------------------------------------------------------------------------------------------------
// Fillings

/** A surface of many small grains (rice, quinoa, oats, couscous) in `colour`, inside `clip`. */
function grainTexture(
  scene: Scene,
  rnd: Random,
  x: number,
  y: number,
  r: number,
  colour: string,
  accent: string,
  count = 170,
): void {
  const parts = [`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${colour}"/>`];
  for (let i = 0; i < count; i += 1) {
    const angle = rnd() * Math.PI * 2;
    const d = Math.sqrt(rnd()) * r;
    const gx = x + Math.cos(angle) * d;
    const gy = y + Math.sin(angle) * d;
    parts.push(
      `<ellipse cx="${n(gx)}" cy="${n(gy)}" rx="${n(r * 0.045)}" ry="${n(r * 0.022)}" fill="${i % 3 ? lighter(colour, 0.35) : accent}" opacity="0.8" transform="rotate(${Math.round(rnd() * 180)} ${n(gx)} ${n(gy)})"/>`,
    );
  }
  scene.add(parts.join(''));
}

/** A smooth surface (soup, porridge, sauce, batter) with a sheen and a few flecks. */
function smoothSurface(
  scene: Scene,
  rnd: Random,
  x: number,
  y: number,
  r: number,
  colour: string,
  flecks: number,
): void {
  const sheen = scene.id('sheen');
  scene.def(
    `<radialGradient id="${sheen}" cx="0.38" cy="0.35" r="0.7"><stop offset="0" stop-color="${lighter(colour, 0.22)}"/><stop offset="1" stop-color="${darker(colour, 0.06)}"/></radialGradient>`,
  );
  const parts = [`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#${sheen})"/>`];
  for (let i = 0; i < flecks; i += 1) {
    const angle = rnd() * Math.PI * 2;
    const d = Math.sqrt(rnd()) * r;
    parts.push(
      `<circle cx="${n(x + Math.cos(angle) * d)}" cy="${n(y + Math.sin(angle) * d)}" r="${n(r * between(rnd, 0.01, 0.025))}" fill="${darker(colour, 0.18)}" opacity="0.5"/>`,
    );
  }
  scene.add(parts.join(''));
}

function swirl(scene: Scene, x: number, y: number, r: number, colour: string): void {
  scene.add(
    `<path d="M${n(x)} ${n(y)} m${n(-r * 0.1)} 0 a${n(r * 0.1)} ${n(r * 0.1)} 0 1 1 ${n(r * 0.2)} 0 a${n(r * 0.2)} ${n(r * 0.2)} 0 1 1 ${n(-r * 0.4)} 0 a${n(r * 0.3)} ${n(r * 0.3)} 0 1 1 ${n(r * 0.6)} 0" stroke="${colour}" stroke-width="${n(r * 0.045)}" fill="none" stroke-linecap="round" opacity="0.9"/>`,
  );
}

/** Noodles or pasta strands heaped over a disc. */
function strands(
  scene: Scene,
  rnd: Random,
  x: number,
  y: number,
  r: number,
  colour: string,
  accent: string,
  short: boolean,
): void {
  const parts: string[] = [];
  const count = short ? 40 : 55;
  for (let i = 0; i < count; i += 1) {
    const start = scatter(rnd, 1, r * 0.8, 0)[0]!;
    if (short) {
      const angle = rnd() * 180;
      parts.push(
        `<g transform="translate(${n(x + start.x)} ${n(y + start.y)}) rotate(${Math.round(angle)})"><rect x="${n(-r * 0.11)}" y="${n(-r * 0.035)}" width="${n(r * 0.22)}" height="${n(r * 0.07)}" rx="${n(r * 0.02)}" fill="${colour}" stroke="${accent}" stroke-width="2"/><path d="M${n(-r * 0.08)} ${n(-r * 0.035)} l${n(r * 0.03)} ${n(r * 0.07)} M0 ${n(-r * 0.035)} l${n(r * 0.03)} ${n(r * 0.07)} M${n(r * 0.08)} ${n(-r * 0.035)} l${n(r * 0.02)} ${n(r * 0.07)}" stroke="${accent}" stroke-width="1.5"/></g>`,
      );
    } else {
      const a = rnd() * Math.PI * 2;
      const len = r * between(rnd, 0.4, 0.8);
      const ex = start.x + Math.cos(a) * len;
      const ey = start.y + Math.sin(a) * len;
      const c1 = scatter(rnd, 1, r * 0.9, 0)[0]!;
      const d = `M${n(x + start.x)} ${n(y + start.y)} Q${n(x + c1.x)} ${n(y + c1.y)} ${n(x + ex)} ${n(y + ey)}`;
      parts.push(
        `<path d="${d}" stroke="${accent}" stroke-width="${n(r * 0.05)}" fill="none" stroke-linecap="round"/><path d="${d}" stroke="${colour}" stroke-width="${n(r * 0.034)}" fill="none" stroke-linecap="round"/>`,
      );
    }
  }
  scene.add(parts.join(''));
}

/** How many pieces of a main ingredient to draw: more of what there is more of. */
function countOf(ingredient: Ingredient, total: number, low: number, high: number): number {
  const share = ingredient.grams / Math.max(1, total);
  return Math.max(low, Math.min(high, Math.round(low + share * (high - low) * 2.2)));
}

/** Main ingredients as pieces spread over a disc (a salad, a stir-fry). */
function scatterMains(
  scene: Scene,
  dish: Dish,
  x: number,
  y: number,
  r: number,
  mains: readonly Ingredient[],
  low = 3,
  high = 9,
): void {
  const total = mains.reduce((sum, i) => sum + i.grams, 0);
  const taken: Point[] = [];
  for (const ingredient of mains) {
    const size = SHAPE_SIZE[ingredient.look.shape] * r * 1.9;
    const points = scatter(dish.rnd, countOf(ingredient, total, low, high), r * 0.78, size * 1.4, taken);
    taken.push(...points);
    scene.add(
      points
        .map((p) =>
          piece(
            dish.rnd,
            ingredient.look,
            x + p.x,
            y + p.y,
            size * between(dish.rnd, 0.9, 1.1),
            variantOf(dish),
          ),
        )
        .join(''),
    );
  }
}

/** Main ingredients in neat groups around the dish, like a poke bowl or a porridge's toppings. */
function groupMains(
  scene: Scene,
  dish: Dish,
  x: number,
  y: number,
  r: number,
  mains: readonly Ingredient[],
  options: { from: number; to: number; inner: number; outer: number; scale?: number },
): void {
  if (mains.length === 0) return;
  const span = (options.to - options.from) / mains.length;
  mains.forEach((ingredient, index) => {
    const size = SHAPE_SIZE[ingredient.look.shape] * r * 1.9 * (options.scale ?? 1);
    const from = options.from + index * span;
    const count = Math.max(2, Math.min(7, Math.round((span * r * 0.6) / (size * 1.6))));
    const points = sector(dish.rnd, count, from, from + span, options.inner * r, options.outer * r);
    scene.add(
      points.map((p) => piece(dish.rnd, ingredient.look, x + p.x, y + p.y, size, variantOf(dish))).join(''),
    );
  });
}

/** Herbs, seeds, spices and drizzles on top. */
function garnish(scene: Scene, dish: Dish, x: number, y: number, r: number, spread = 0.55): void {
  for (const ingredient of dish.garnishes.slice(0, 3)) {
    const shape = ingredient.look.shape;
    const size = SHAPE_SIZE[shape] * r * 1.9;
    const count =
      shape === 'drizzle' ? 1 : shape === 'dust' ? 1 : shape === 'citrus' ? 1 : shape === 'seeds' ? 3 : 4;
    const points = scatter(dish.rnd, count, r * spread, size);
    scene.add(points.map((p) => piece(dish.rnd, ingredient.look, x + p.x, y + p.y, size)).join(''));
  }
}

function variantOf(dish: Dish): 'fried' | 'boiled' {
  return dish.kind === 'salad' ||
    dish.kind === 'snackPlate' ||
    dish.kind === 'stirFry' ||
    dish.kind === 'soup'
    ? 'boiled'
    : 'fried';
}

/** The citrus of a dish as a wedge on the side, when it has some. */
function citrusOnSide(scene: Scene, dish: Dish, x: number, y: number, size: number): void {
  const citrus = dish.garnishes.find((i) => i.look.shape === 'citrus');
  if (citrus) scene.add(piece(dish.rnd, citrus.look, x, y, size));
}

const isLeafy = (i: Ingredient) => i.look.shape === 'leaf' || i.look.shape === 'shred';

// ---------------------------------------------------------------------------------------------------------
// The dishes

type Draw = (scene: Scene, dish: Dish) => void;

const DRAW: Record<DishKind, Draw> = {
  smoothie(scene, dish) {
    const { rnd } = dish;
    const r = 215;
    const x = CX - 40;
    const fruitColour = blend(
      dish.mains
        .filter((m) => m.look.shape !== 'dollop')
        .map((m) => ({ colour: m.look.tint ?? m.look.colour, weight: Math.sqrt(m.grams) })),
      dish.tint,
    );
    const drink = mix(fruitColour, dish.tint, 0.25);
    const y = CY + 10;
    // The fruit it is made of, whole pieces on the table around the glass.
    const fruit = dish.mains.filter((m) => m.look.shape !== 'dollop').slice(0, 3);
    const around = sector(rnd, 5, -0.9, 2.2, r + 80, r + 120);
    around.forEach((p, i) => {
      const food = fruit[i % Math.max(1, fruit.length)];
      if (food) scene.add(piece(rnd, food.look, x + p.x, y + p.y, SHAPE_SIZE[food.look.shape] * 300 * 1.8));
    });
    roundShadow(scene, x, y, r);
    scene.add(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="#eef6f8" opacity="0.9" stroke="#c9dde3" stroke-width="5"/>`,
    );
    scene.add(`<circle cx="${x}" cy="${y}" r="${r * 0.84}" fill="${drink}"/>`);
    const foam = [
      `<circle cx="${x}" cy="${y}" r="${n(r * 0.8)}" fill="none" stroke="${lighter(drink, 0.3)}" stroke-width="${n(r * 0.1)}" opacity="0.7"/>`,
    ];
    for (let i = 0; i < 26; i += 1) {
      const p = scatter(rnd, 1, r * 0.78, 0)[0]!;
      foam.push(
        `<circle cx="${n(x + p.x)}" cy="${n(y + p.y)}" r="${n(between(rnd, 3, 9))}" fill="${lighter(drink, 0.4)}" opacity="0.7"/>`,
      );
    }
    scene.add(foam.join(''));
    garnish(scene, dish, x, y, r, 0.45);
    const topping = dish.mains[0];
    if (topping)
      scene.add(
        piece(rnd, topping.look, x - r * 0.25, y + r * 0.2, SHAPE_SIZE[topping.look.shape] * 300 * 1.4),
      );
    scene.add(
      `<path d="M${n(x + r * 0.62)} ${n(y - r * 0.12)} A${n(r * 0.62)} ${n(r * 0.62)} 0 0 0 ${n(x - r * 0.12)} ${n(y - r * 0.62)}" stroke="#fff" stroke-width="10" fill="none" opacity="0.45" stroke-linecap="round" transform="rotate(180 ${x} ${y})"/>`,
    );
    const straw = pick(rnd, ['#e85d4a', '#3f7fbf', '#f2c14e', '#6aa36f', '#f08fa0']);
    scene.add(
      `<g transform="translate(${n(x + r * 0.15)} ${n(y - r * 0.1)}) rotate(-38)"><rect x="0" y="-12" width="${r * 1.55}" height="24" rx="12" fill="${straw}"/><rect x="0" y="-12" width="${r * 1.55}" height="8" rx="4" fill="#fff" opacity="0.35"/><circle cx="0" cy="0" r="12" fill="${darker(straw, 0.3)}"/></g>`,
    );
  },

  soup(scene, dish) {
    const { rnd } = dish;
    const x = CX - 30;
    const y = CY;
    const { clip, inner } = drawBowl(scene, dish, x, y, 290);
    scene.add(`<g clip-path="url(#${clip})">`);
    const creamy = dish.ingredients.some((i) =>
      ['cream', 'coconutMilk', 'milk', 'yoghurt', 'greekYoghurt'].includes(i.id),
    );
    const chunky = dish.mains.length > 2 || dish.bases.length > 0;
    smoothSurface(scene, rnd, x, y, inner, dish.tint, 40);
    if (chunky) scatterMains(scene, dish, x, y, inner * 0.95, dish.mains.slice(0, 4), 2, 6);
    else
      groupMains(scene, dish, x, y, inner, dish.mains.slice(1, 2), {
        from: 0.2,
        to: 1.4,
        inner: 0.45,
        outer: 0.7,
        scale: 0.8,
      });
    if (dish.bases[0] && !['pasta', 'riceNoodles', 'eggNoodles', 'soba'].includes(dish.bases[0].id)) {
      grainCluster(scene, rnd, x + inner * 0.1, y - inner * 0.05, inner * 0.35, dish.bases[0].look);
    }
    if (dish.bases.some((b) => ['riceNoodles', 'eggNoodles', 'soba', 'pasta'].includes(b.id))) {
      const noodles = dish.bases.find((b) => ['riceNoodles', 'eggNoodles', 'soba', 'pasta'].includes(b.id))!;
      strands(scene, rnd, x, y, inner * 0.8, noodles.look.colour, noodles.look.accent, false);
    }
    if (creamy) swirl(scene, x + inner * 0.05, y + inner * 0.05, inner * 0.9, lighter(dish.tint, 0.6));
    bowlDepth(scene, x, y, inner);
    garnish(scene, dish, x, y, inner, 0.35);
    scene.add('</g>');
    drawCutlery(scene, x + 390, y + 20, 8, 'spoon');
    bread(scene, rnd, x - 360, y + 250);
  },

  porridge(scene, dish) {
    const { rnd } = dish;
    const x = CX;
    const y = CY;
    const { clip, inner } = drawBowl(scene, dish, x, y, 290);
    scene.add(`<g clip-path="url(#${clip})">`);
    const baseFood = dish.bases[0] ?? dish.ingredients.find((i) => i.look.shape === 'dollop');
    const baseColour = baseFood ? mix(baseFood.look.colour, '#fbf6ec', 0.3) : dish.tint;
    if (/granola|muesli/i.test(dish.ingredients.map((i) => i.id).join(' ')) || dish.kind === 'porridge') {
      grainTexture(
        scene,
        rnd,
        x,
        y,
        inner,
        baseColour,
        darker(baseColour, 0.12),
        dish.bases[0]?.id === 'oats' ? 160 : 90,
      );
    }
    const toppings = dish.mains.filter((i) => i.look.shape !== 'dollop' || i !== baseFood);
    const from = between(rnd, -0.6, 0.6);
    groupMains(scene, dish, x, y, inner, toppings.slice(0, 3), {
      from,
      to: from + Math.PI * 1.2,
      inner: 0.3,
      outer: 0.72,
      scale: 1.45,
    });
    bowlDepth(scene, x, y, inner);
    garnish(scene, dish, x - inner * 0.15, y + inner * 0.1, inner, 0.45);
    scene.add('</g>');
    drawCutlery(scene, x + 380, y + 40, 12, 'spoon');
  },

  omelette(scene, dish) {
    const { rnd } = dish;
    const x = CX;
    const y = CY;
    drawPlate(scene, dish, x, y, 300);
    const filling = dish.mains.filter((i) => i.id !== 'egg');
    // The filling peeks out along the fold.
    filling.slice(0, 3).forEach((food, index) => {
      const points = sector(rnd, 4, Math.PI * 1.05, Math.PI * 1.95, 150, 175);
      scene.add(
        points
          .map((p) =>
            piece(
              rnd,
              food.look,
              x + p.x * (1 - index * 0.05),
              y + p.y + 40 + index * 6,
              SHAPE_SIZE[food.look.shape] * 300 * 1.6,
            ),
          )
          .join(''),
      );
    });
    const egg = '#f5cf5e';
    scene.add(
      `<path d="M${x - 210} ${y + 40} A210 200 0 0 0 ${x + 210} ${y + 40} Z" fill="${egg}" stroke="${darker(egg, 0.12)}" stroke-width="4"/>`,
    );
    const spots = Array.from({ length: 14 }, () => {
      const p = sector(rnd, 1, 0.2, Math.PI - 0.2, 30, 180)[0]!;
      return `<ellipse cx="${n(x + p.x)}" cy="${n(y + 40 + p.y * 0.9)}" rx="${n(between(rnd, 8, 20))}" ry="${n(between(rnd, 5, 12))}" fill="#e2a94a" opacity="0.5"/>`;
    });
    scene.add(spots.join(''));
    scene.add(
      `<path d="M${x - 200} ${y + 52} A200 170 0 0 0 ${x + 200} ${y + 52}" stroke="#fff" stroke-width="6" fill="none" opacity="0.25"/>`,
    );
    garnish(scene, dish, x, y + 80, 300, 0.35);
    drawCutlery(scene, x + 400, y, 0, 'fork');
  },

  skillet(scene, dish) {
    const { rnd } = dish;
    const x = CX - 30;
    const y = CY + 10;
    const r = 270;
    scene.add(
      `<rect x="${x + r - 30}" y="${y - 26}" width="260" height="52" rx="24" fill="#2b2b30" transform="rotate(-20 ${x} ${y})"/>`,
    );
    roundShadow(scene, x, y, r);
    scene.add(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="#33343a"/><circle cx="${x}" cy="${y}" r="${r - 22}" fill="#46474e"/>`,
    );
    const isShakshuka = dish.ingredients.some((i) => i.id === 'cannedTomatoes');
    const inside = r - 30;
    if (isShakshuka) smoothSurface(scene, rnd, x, y, inside, '#d2452c', 60);
    else if (
      dish.ingredients.some((i) => i.id === 'egg' || i.id === 'eggWhite') &&
      !/hash/i.test(dish.name)
    ) {
      smoothSurface(
        scene,
        rnd,
        x,
        y,
        inside,
        dish.ingredients.some((i) => i.id === 'tofu') ? '#f2c94c' : '#f3cd62',
        0,
      );
      for (let i = 0; i < 24; i += 1) {
        const p = scatter(rnd, 1, inside * 0.9, 0)[0]!;
        scene.add(
          `<ellipse cx="${n(x + p.x)}" cy="${n(y + p.y)}" rx="${n(between(rnd, 10, 24))}" ry="${n(between(rnd, 6, 14))}" fill="#dc9f45" opacity="0.45"/>`,
        );
      }
    } else smoothSurface(scene, rnd, x, y, inside, '#c98a4a', 20);
    const mains = dish.mains.filter((i) => i.id !== 'egg' && i.id !== 'cannedTomatoes');
    scatterMains(scene, dish, x, y, inside, mains.slice(0, 4), 3, 7);
    if (isShakshuka || /hash/i.test(dish.name) || dish.mains.some((i) => i.id === 'sweetPotato')) {
      if (dish.ingredients.some((i) => i.id === 'egg')) {
        for (const p of sector(rnd, 3, 0, Math.PI * 2, inside * 0.35, inside * 0.5)) {
          scene.add(piece(rnd, FOOD_LOOKS.egg, x + p.x, y + p.y, 55));
        }
      }
    }
    garnish(scene, dish, x, y, inside, 0.6);
  },

  wrap(scene, dish) {
    const { rnd } = dish;
    const x = CX;
    const y = CY;
    drawPlate(scene, dish, x, y, 305);
    const wrapFood =
      dish.bases.find((b) => ['flourTortilla', 'cornTortilla', 'pita'].includes(b.id)) ?? dish.bases[0];
    const shell = wrapFood?.look.colour ?? '#f4e1b3';
    const isTaco = /taco/i.test(dish.name) || dish.ingredients.some((i) => i.id === 'cornTortilla');
    const fillings = dish.mains.slice(0, 4);
    for (const [dx, dy, angle] of [
      [-95, -20, -25],
      [105, 30, 20],
    ] as const) {
      const cx = x + dx;
      const cy = y + dy;
      if (isTaco) {
        scene.add(
          `<g transform="translate(${cx} ${cy}) rotate(${angle})"><path d="M-130 10 A130 120 0 0 0 130 10 Z" fill="${shell}" stroke="${darker(shell, 0.18)}" stroke-width="4"/></g>`,
        );
        fillings.forEach((food, index) => {
          const points = Array.from({ length: 4 }, (_, i) => ({
            x: -95 + i * 60 + index * 8,
            y: -8 - index * 8,
          }));
          scene.add(
            `<g transform="translate(${cx} ${cy}) rotate(${angle})">${points.map((p) => piece(rnd, food.look, p.x, p.y, Math.min(SHAPE_SIZE[food.look.shape] * 300 * 1.5, 30))).join('')}</g>`,
          );
        });
      } else {
        scene.add(
          `<g transform="translate(${cx} ${cy}) rotate(${angle})"><rect x="-150" y="-80" width="230" height="160" rx="70" fill="${shell}" stroke="${darker(shell, 0.18)}" stroke-width="4"/><path d="M-110 -70 Q-30 0 -110 70" stroke="${darker(shell, 0.1)}" stroke-width="4" fill="none"/><ellipse cx="80" cy="0" rx="60" ry="80" fill="${darker(shell, 0.06)}" stroke="${darker(shell, 0.2)}" stroke-width="4"/><ellipse cx="80" cy="0" rx="46" ry="66" fill="${dish.tint}"/></g>`,
        );
        fillings.forEach((food, index) => {
          const points = scatter(rnd, 3, 40, 18);
          scene.add(
            `<g transform="translate(${cx} ${cy}) rotate(${angle})">${points.map((p) => piece(rnd, food.look, 80 + p.x * 0.7, p.y + index * 4, SHAPE_SIZE[food.look.shape] * 300 * 0.9)).join('')}</g>`,
          );
        });
      }
    }
    garnish(scene, dish, x, y + 170, 200, 0.4);
    citrusOnSide(scene, dish, x + 180, y - 180, 40);
  },

  toast(scene, dish) {
    const { rnd } = dish;
    const x = CX - 10;
    const y = CY;
    const onBoard = rnd() < 0.5;
    if (onBoard) drawBoard(scene, x, y, 640, 470, rnd);
    else drawPlate(scene, dish, x, y, 310);
    const bread = dish.bases.find((b) =>
      ['wholemealBread', 'whiteBread', 'sourdough', 'pita'].includes(b.id),
    );
    const crumb = bread?.look.colour ?? '#e8c894';
    const crust = bread?.look.accent ?? '#a86a35';
    const spreadFood =
      dish.mains.find((i) => ['dollop', 'avocado', 'drizzle', 'bean', 'round'].includes(i.look.shape)) ??
      dish.mains[0];
    const spread = spreadFood
      ? spreadFood.look.shape === 'avocado'
        ? '#b5d27a'
        : (spreadFood.look.tint ?? spreadFood.look.colour)
      : crumb;
    // French toast is soaked in its egg: the egg is not a topping.
    const toppings = dish.mains.filter(
      (i) =>
        (i !== spreadFood || i.look.shape !== 'dollop') &&
        !(i.id === 'egg' && /french toast/i.test(dish.name)),
    );
    for (const [dx, dy, angle] of [
      [-120, -10, -12],
      [125, 15, 9],
    ] as const) {
      const body = `M-115 -120 Q-130 -170 -70 -165 Q0 -200 70 -165 Q130 -170 115 -120 L110 125 Q110 140 95 140 L-95 140 Q-110 140 -110 125Z`;
      scene.add(
        `<g transform="translate(${x + dx} ${y + dy}) rotate(${angle})"><path d="${body}" fill="#2a1a10" opacity="0.15" transform="translate(10 14)"/><path d="${body}" fill="${crust}"/><path d="${body}" fill="${crumb}" transform="scale(0.86)"/><path d="${body}" fill="${spread}" opacity="0.92" transform="scale(0.74) translate(0 6)"/></g>`,
      );
      const points = scatter(rnd, 6, 72, 34);
      toppings.slice(0, 3).forEach((food, index) => {
        const size =
          SHAPE_SIZE[food.look.shape] *
          300 *
          (food.look.shape === 'avocado' || food.look.shape === 'fillet' ? 1.1 : 1.5);
        const chosen = points.filter((_, i) => i % Math.max(1, Math.min(3, toppings.length)) === index);
        scene.add(
          `<g transform="translate(${x + dx} ${y + dy}) rotate(${angle})">${chosen.map((p) => piece(rnd, food.look, p.x, p.y, size, 'fried')).join('')}</g>`,
        );
      });
      for (const extra of dish.garnishes.slice(0, 2)) {
        scene.add(
          `<g transform="translate(${x + dx} ${y + dy}) rotate(${angle})">${piece(rnd, extra.look, between(rnd, -30, 30), between(rnd, -40, 40), SHAPE_SIZE[extra.look.shape] * 300 * 1.2)}</g>`,
        );
      }
    }
    if (!onBoard) drawCutlery(scene, x + 400, y + 10, 4, 'knife');
  },

  pasta(scene, dish) {
    const { rnd } = dish;
    const x = CX;
    const y = CY;
    drawPlate(scene, dish, x, y, 305);
    const pasta = dish.bases.find((b) =>
      ['pasta', 'wholemealPasta', 'riceNoodles', 'eggNoodles'].includes(b.id),
    );
    const isSheet =
      /lasagne/i.test(dish.name) || dish.ingredients.some((i) => i.id === 'ricotta' && i.grams > 200);
    if (isSheet) {
      scene.add(
        `<rect x="${x - 150}" y="${y - 120}" width="300" height="240" rx="20" fill="#e8a54a" stroke="#c97f2a" stroke-width="5"/>`,
      );
      smoothSurface(scene, rnd, x, y, 110, mix(dish.tint, '#f3e3c0', 0.3), 30);
    } else {
      const sauce = dish.ingredients.some((i) => ['cannedTomatoes', 'tomatoPaste'].includes(i.id))
        ? '#cf4a30'
        : dish.ingredients.some((i) => ['cream', 'milk'].includes(i.id))
          ? '#f4e6c4'
          : undefined;
      if (sauce) scene.add(`<circle cx="${x}" cy="${y}" r="185" fill="${sauce}" opacity="0.85"/>`);
      strands(
        scene,
        rnd,
        x,
        y,
        200,
        pasta?.look.colour ?? '#f2d68e',
        darker(pasta?.look.colour ?? '#f2d68e', 0.15),
        dish.ingredients.some((i) => i.id === 'wholemealPasta'),
      );
      if (dish.ingredients.some((i) => i.id === 'beefMince'))
        scene.add(`<circle cx="${x}" cy="${y}" r="95" fill="#b9452e"/>`);
    }
    scatterMains(scene, dish, x, y, 200, dish.mains.filter((i) => i.id !== 'ricotta').slice(0, 4), 3, 7);
    garnish(scene, dish, x, y, 200, 0.6);
    drawCutlery(scene, x + 400, y + 10, 6, 'fork');
  },

  salad(scene, dish) {
    const { rnd } = dish;
    const x = CX - 20;
    const y = CY;
    const wide = rnd() < 0.5;
    const { clip, inner } = wide ? { clip: '', inner: 300 } : drawBowl(scene, dish, x, y, 315);
    if (wide) drawPlate(scene, dish, x, y, 320);
    scene.add(clip ? `<g clip-path="url(#${clip})">` : '<g>');
    const greens = dish.mains.filter(isLeafy);
    const rest = dish.mains.filter((i) => !isLeafy(i));
    const bed = greens[0]?.look ?? (dish.bases[0] ? undefined : FOOD_LOOKS.cosLettuce);
    if (dish.bases[0])
      grainTexture(
        scene,
        rnd,
        x,
        y,
        inner * (wide ? 0.7 : 0.95),
        dish.bases[0].look.colour,
        dish.bases[0].look.accent,
        180,
      );
    if (bed) {
      const leaves = scatter(rnd, wide ? 16 : 22, inner * (wide ? 0.62 : 0.82), 40);
      scene.add(
        leaves
          .map((p, i) =>
            piece(
              rnd,
              (greens[i % Math.max(1, greens.length)] ?? { look: bed }).look,
              x + p.x,
              y + p.y,
              inner * between(rnd, 0.15, 0.22),
            ),
          )
          .join(''),
      );
    }
    if (greens.length > 1) scatterMains(scene, dish, x, y, inner * 0.8, greens.slice(1), 4, 6);
    scatterMains(scene, dish, x, y, inner * (wide ? 0.72 : 0.9), rest.slice(0, 5), 3, 7);
    if (clip) bowlDepth(scene, x, y, inner);
    garnish(scene, dish, x, y, inner, 0.55);
    scene.add('</g>');
    drawCutlery(scene, x + 410, y, 4, 'fork');
  },

  grainBowl(scene, dish) {
    const { rnd } = dish;
    const x = CX - 20;
    const y = CY;
    const { clip, inner } = drawBowl(scene, dish, x, y, 300);
    scene.add(`<g clip-path="url(#${clip})">`);
    const grain = dish.bases[0];
    if (grain) grainTexture(scene, rnd, x, y, inner, grain.look.colour, grain.look.accent, 200);
    else if (dish.ingredients.some((i) => i.id === 'cauliflower'))
      grainTexture(scene, rnd, x, y, inner, '#f5f0e2', '#ddd3b8', 200);
    else smoothSurface(scene, rnd, x, y, inner, dish.tint, 30);
    const mains = dish.mains.filter((i) => i.id !== 'cauliflower' || grain);
    const from = between(rnd, 0, Math.PI * 2);
    groupMains(scene, dish, x, y, inner, mains.slice(0, 4), {
      from,
      to: from + Math.PI * 1.5,
      inner: 0.35,
      outer: 0.75,
      scale: 1.15,
    });
    bowlDepth(scene, x, y, inner);
    garnish(scene, dish, x, y, inner, 0.4);
    scene.add('</g>');
    drawCutlery(scene, x + 395, y + 20, 8, 'fork');
  },

  stirFry(scene, dish) {
    const { rnd } = dish;
    const x = CX - 20;
    const y = CY;
    const { clip, inner } = drawBowl(scene, dish, x, y, 300);
    scene.add(`<g clip-path="url(#${clip})">`);
    const noodles = dish.bases.find((b) => ['riceNoodles', 'eggNoodles', 'soba'].includes(b.id));
    const rice = dish.bases.find((b) => !noodles && ['brownRice', 'whiteRice', 'quinoa'].includes(b.id));
    smoothSurface(scene, rnd, x, y, inner, mix(dish.tint, '#8a5a32', 0.25), 0);
    if (noodles)
      strands(scene, rnd, x, y, inner, noodles.look.colour, darker(noodles.look.colour, 0.2), false);
    if (rice)
      grainTexture(
        scene,
        rnd,
        x - inner * 0.35,
        y + inner * 0.1,
        inner * 0.55,
        rice.look.colour,
        rice.look.accent,
        90,
      );
    scatterMains(
      scene,
      dish,
      x + (rice ? inner * 0.15 : 0),
      y,
      inner * (rice ? 0.85 : 1),
      dish.mains.slice(0, 5),
      3,
      7,
    );
    bowlDepth(scene, x, y, inner);
    garnish(scene, dish, x, y, inner, 0.5);
    scene.add('</g>');
    chopsticks(scene, x + 350, y - 40);
  },

  stew(scene, dish) {
    const { rnd } = dish;
    const x = CX - 20;
    const y = CY;
    const { clip, inner } = drawBowl(scene, dish, x, y, 300);
    scene.add(`<g clip-path="url(#${clip})">`);
    const isRisotto = dish.bases.some((b) => b.id === 'arborioRice');
    const sauce = isRisotto ? '#efe2c2' : mix(dish.tint, '#8a3a22', 0.15);
    smoothSurface(scene, rnd, x, y, inner, sauce, 40);
    if (isRisotto) grainTexture(scene, rnd, x, y, inner, '#f1e4c4', '#e0cf9e', 220);
    const side = dish.bases.find((b) => b.id !== 'arborioRice' && b.look.role === 'base');
    if (side) {
      const sx = x - inner * 0.42;
      const sy = y - inner * 0.15;
      if (side.id === 'polenta') smoothSurface(scene, rnd, sx, sy, inner * 0.5, side.look.colour, 10);
      else grainTexture(scene, rnd, sx, sy, inner * 0.5, side.look.colour, side.look.accent, 90);
    }
    scatterMains(
      scene,
      dish,
      x + (side ? inner * 0.2 : 0),
      y,
      inner * (side ? 0.8 : 0.95),
      dish.mains.slice(0, 5),
      3,
      8,
    );
    bowlDepth(scene, x, y, inner);
    garnish(scene, dish, x, y, inner, 0.45);
    scene.add('</g>');
    drawCutlery(scene, x + 395, y + 20, 8, 'spoon');
  },

  bake(scene, dish) {
    const { rnd } = dish;
    const x = CX;
    const y = CY;
    const w = 620;
    const h = 440;
    const clip = drawBakingDish(scene, dish, x, y, w, h);
    scene.add(`<g clip-path="url(#${clip})">`);
    const names = dish.ingredients.map((i) => i.id);
    const isCrumble =
      names.includes('oats') ||
      (names.includes('flour') &&
        names.includes('butter') &&
        dish.mains.some((m) =>
          ['apple', 'rhubarb', 'blueberries', 'raspberries', 'strawberries'].includes(m.id),
        ));
    const isMash = names.includes('potato') || names.includes('sweetPotato');
    const top = isMash
      ? '#f1d590'
      : names.includes('cheddar') || names.includes('mozzarella') || names.includes('parmesan')
        ? '#f0c060'
        : isCrumble
          ? '#d9a55e'
          : dish.ingredients.some((i) => ['egg', 'milk', 'cream'].includes(i.id))
            ? '#f1cf7a'
            : mix(dish.tint, '#d9a55e', 0.4);
    scene.add(`<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" fill="${top}"/>`);
    const blobs: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      blobs.push(
        `<ellipse cx="${n(x + between(rnd, -w / 2, w / 2))}" cy="${n(y + between(rnd, -h / 2, h / 2))}" rx="${n(between(rnd, 10, 30))}" ry="${n(between(rnd, 6, 18))}" fill="${i % 3 ? darker(top, 0.18) : lighter(top, 0.25)}" opacity="${isCrumble || isMash ? 0.8 : 0.45}"/>`,
      );
    }
    scene.add(blobs.join(''));
    if (isMash) {
      for (let i = 0; i < 9; i += 1) {
        const yy = y - h / 2 + 30 + i * 45;
        scene.add(
          `<path d="M${x - w / 2} ${yy} q40 -18 80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0" stroke="${darker(top, 0.2)}" stroke-width="4" fill="none" opacity="0.6"/>`,
        );
      }
    }
    const fruit = dish.mains.filter((m) => !['egg', 'milk', 'cream', 'potato', 'sweetPotato'].includes(m.id));
    const points = scatter(rnd, 9, 150, 60).map((p) => ({ x: p.x * 1.45, y: p.y }));
    fruit.slice(0, 3).forEach((food, index) => {
      scene.add(
        points
          .filter((_, i) => i % Math.max(1, Math.min(3, fruit.length)) === index)
          .map((p) => piece(rnd, food.look, x + p.x, y + p.y, SHAPE_SIZE[food.look.shape] * 300 * 1.4))
          .join(''),
      );
    });
    garnish(scene, dish, x, y, 260, 0.6);
    scene.add('</g>');
  },

  cake(scene, dish) {
    const { rnd } = dish;
    const x = CX;
    const y = CY;
    const names = dish.ingredients.map((i) => i.id);
    const isLoaf = /bread/i.test(dish.name);
    if (isLoaf) {
      drawBoard(scene, x - 20, y, 720, 480, rnd);
      scene.add(
        `<rect x="${x - 330}" y="${y - 150}" width="460" height="300" rx="50" fill="#2a1a10" opacity="0.15" transform="translate(10 14)"/><rect x="${x - 330}" y="${y - 150}" width="460" height="300" rx="50" fill="#8a5630"/><rect x="${x - 312}" y="${y - 132}" width="424" height="264" rx="42" fill="#b57a45"/>`,
      );
      scene.add(
        `<path d="M${x - 290} ${y} Q${x - 100} ${y - 50} ${x + 90} ${y}" stroke="#7a4a28" stroke-width="16" fill="none" stroke-linecap="round"/>`,
      );
      for (const dx of [190, 245]) {
        scene.add(
          `<g transform="translate(${x + dx} ${y + 10}) rotate(8)"><rect x="-24" y="-140" width="46" height="280" rx="12" fill="#8a5630"/><rect x="-17" y="-130" width="32" height="260" rx="9" fill="#d9ab72"/>${[-90, -20, 50, 100].map((yy) => `<circle cx="0" cy="${yy}" r="6" fill="#8a5a2e" opacity="0.6"/>`).join('')}</g>`,
        );
      }
      scene.add(
        scatter(rnd, 6, 110, 50)
          .map((p) => piece(rnd, FOOD_LOOKS.walnuts, x - 100 + p.x * 1.5, y + p.y, 26))
          .join(''),
      );
      return;
    }
    drawPlate(scene, dish, x, y, 320);
    if (/pancake/i.test(dish.name)) {
      for (const [dx, dy] of [
        [22, 26],
        [11, 13],
        [0, 0],
      ] as const) {
        scene.add(
          `<circle cx="${x + dx}" cy="${y + dy}" r="195" fill="#b87838" stroke="#9a6028" stroke-width="3"/><circle cx="${x + dx - 4}" cy="${y + dy - 4}" r="176" fill="#dca15a"/>`,
        );
      }
      scene.add(`<circle cx="${x - 10}" cy="${y - 10}" r="120" fill="#e8b46c" opacity="0.6"/>`);
      const toppings = [...dish.mains, ...dish.garnishes].filter((m) => !['egg', 'milk'].includes(m.id));
      scatterMains(
        scene,
        { ...dish, rnd },
        x,
        y,
        175,
        toppings.filter((m) => m.look.role === 'main').slice(0, 2),
        4,
        7,
      );
      garnish(scene, dish, x, y, 200, 0.4);
      drawCutlery(scene, x + 410, y + 10, 10, 'fork');
      return;
    }
    const isPie = names.includes('pumpkin') || names.includes('butternut');
    const isPavlova = names.includes('eggWhite') && names.includes('sugar') && !names.includes('flour');
    const isChocolate = names.includes('darkChocolate') || names.includes('cocoa');
    const frosting = isPavlova
      ? '#fbf8f2'
      : isPie
        ? '#e8923a'
        : isChocolate
          ? '#5a3426'
          : names.includes('cream') || names.includes('ricotta')
            ? '#fbf3df'
            : names.includes('orange')
              ? '#e9a84a'
              : names.includes('carrot')
                ? '#f6ecd8'
                : '#e9c07a';
    const r = 230;
    const edge = isPie
      ? '#d9a45e'
      : isChocolate
        ? '#3f2418'
        : names.includes('carrot')
          ? '#c9813f'
          : names.includes('orange')
            ? '#d99a3a'
            : '#e2b872';
    // One slice is cut and moved aside.
    const gap = 0.5;
    const start = between(rnd, 0, Math.PI * 2);
    const arc = (radius: number, from: number, to: number) =>
      `M${n(x)} ${n(y)} L${n(x + Math.cos(from) * radius)} ${n(y + Math.sin(from) * radius)} A${n(radius)} ${n(radius)} 0 1 1 ${n(x + Math.cos(to) * radius)} ${n(y + Math.sin(to) * radius)}Z`;
    scene.add(
      `<path d="${arc(r + 6, start + gap, start)}" fill="#2a1a10" opacity="0.12" transform="translate(10 14)"/>`,
    );
    scene.add(`<path d="${arc(r, start + gap, start)}" fill="${edge}"/>`);
    scene.add(`<path d="${arc(r - (isPie ? 24 : 16), start + gap, start)}" fill="${frosting}"/>`);
    if (isPavlova) {
      for (let i = 0; i < 22; i += 1) {
        const p = scatter(rnd, 1, r * 0.85, 0)[0]!;
        scene.add(
          `<circle cx="${n(x + p.x)}" cy="${n(y + p.y)}" r="${n(between(rnd, 14, 28))}" fill="#fffdf8" stroke="#eee4d2" stroke-width="3"/>`,
        );
      }
    }
    for (let i = 1; i < 8; i += 1) {
      const a = start + gap + ((Math.PI * 2 - gap) * i) / 8;
      scene.add(
        `<path d="M${x} ${y} L${n(x + Math.cos(a) * (r - 10))} ${n(y + Math.sin(a) * (r - 10))}" stroke="${darker(frosting, 0.15)}" stroke-width="3" opacity="0.6"/>`,
      );
    }
    const toppings = dish.mains.filter(
      (m) =>
        ![
          'egg',
          'milk',
          'cream',
          'ricotta',
          'pumpkin',
          'butternut',
          'carrot',
          'orange',
          'greekYoghurt',
        ].includes(m.id) && !(isChocolate && m.id === 'darkChocolate'),
    );
    const placed = sector(rnd, 10, start + gap + 0.2, start + Math.PI * 2 - 0.2, r * 0.35, r * 0.75);
    toppings.slice(0, 3).forEach((food, index) => {
      scene.add(
        placed
          .filter((_, i) => i % Math.max(1, Math.min(3, toppings.length)) === index)
          .map((p) => piece(rnd, food.look, x + p.x, y + p.y, SHAPE_SIZE[food.look.shape] * 300 * 1.3))
          .join(''),
      );
    });
    garnish(scene, dish, x, y, r, 0.5);
    // The cut slice, on its side of the plate.
    const mid = start + gap / 2;
    const sx = x + Math.cos(mid) * 70;
    const sy = y + Math.sin(mid) * 70;
    scene.add(
      `<g transform="translate(${n(sx - x)} ${n(sy - y)})"><path d="M${n(x)} ${n(y)} L${n(x + Math.cos(start) * r)} ${n(y + Math.sin(start) * r)} A${n(r)} ${n(r)} 0 0 1 ${n(x + Math.cos(start + gap) * r)} ${n(y + Math.sin(start + gap) * r)}Z" fill="${edge}"/><path d="M${n(x)} ${n(y)} L${n(x + Math.cos(start + 0.04) * (r - 14))} ${n(y + Math.sin(start + 0.04) * (r - 14))} A${n(r - 14)} ${n(r - 14)} 0 0 1 ${n(x + Math.cos(start + gap - 0.04) * (r - 14))} ${n(y + Math.sin(start + gap - 0.04) * (r - 14))}Z" fill="${frosting}"/></g>`,
    );
    drawCutlery(scene, x + 410, y + 10, 10, 'fork');
  },

  treats(scene, dish) {
    const { rnd } = dish;
    const x = CX;
    const y = CY;
    const names = dish.ingredients.map((i) => i.id);
    drawBoard(scene, x - 20, y, 700, 500, rnd);
    const isMuffin =
      /muffin/i.test(dish.name) ||
      (names.includes('bakingPowder') && names.includes('egg') && !names.includes('hazelnuts'));
    const isBall =
      names.includes('dates') ||
      (names.includes('peanutButter') && names.includes('oats') && !names.includes('bakingPowder'));
    const isBark =
      names.includes('greekYoghurt') ||
      (names.includes('darkChocolate') && names.includes('almonds') && !names.includes('flour'));
    const isDipped = names.includes('strawberries') && names.includes('darkChocolate') && names.length === 2;
    const isBar =
      names.includes('hazelnuts') || (names.includes('darkChocolate') && names.includes('walnuts'));
    const extras = [...dish.mains, ...dish.garnishes].filter(
      (m) =>
        ![
          'egg',
          'milk',
          'banana',
          'dates',
          'greekYoghurt',
          'darkChocolate',
          'peanutButter',
          'honey',
          'mapleSyrup',
          'cocoa',
          'cinnamon',
        ].includes(m.id),
    );
    const topping = extras[0];
    const grid = (cols: number, rows: number, dx: number, dy: number) =>
      Array.from({ length: cols * rows }, (_, i) => ({
        x: x - 20 + ((i % cols) - (cols - 1) / 2) * dx + between(rnd, -8, 8),
        y: y + (Math.floor(i / cols) - (rows - 1) / 2) * dy + between(rnd, -8, 8),
      }));
    if (isDipped) {
      for (const p of grid(4, 2, 150, 170)) {
        scene.add(
          `<g transform="translate(${n(p.x)} ${n(p.y)}) rotate(${Math.round(between(rnd, -30, 30))})">${piece(rnd, FOOD_LOOKS.strawberries, 0, -20, 52)}<path d="M-55 10 Q0 80 55 10 Q50 60 0 70 Q-50 60 -55 10Z" fill="#4b2c21"/></g>`,
        );
      }
      return;
    }
    if (isMuffin) {
      const muffin = names.includes('blueberries')
        ? '#e8b46a'
        : names.includes('banana')
          ? '#c98a4e'
          : '#d8a05a';
      for (const p of grid(3, 2, 195, 200)) {
        scene.add(
          `<circle cx="${n(p.x + 8)}" cy="${n(p.y + 12)}" r="84" fill="#2a1a10" opacity="0.15"/><circle cx="${n(p.x)}" cy="${n(p.y)}" r="82" fill="${pick(rnd, ['#f2f0ea', '#f6d7de', '#d6e6f2'])}" stroke="#d9d3c8" stroke-width="4" stroke-dasharray="12 6"/><circle cx="${n(p.x)}" cy="${n(p.y)}" r="68" fill="${muffin}"/>`,
        );
        for (let i = 0; i < 8; i += 1) {
          const q = scatter(rnd, 1, 50, 0)[0]!;
          scene.add(
            `<ellipse cx="${n(p.x + q.x)}" cy="${n(p.y + q.y)}" rx="14" ry="8" fill="${darker(muffin, 0.15)}" opacity="0.6"/>`,
          );
        }
        if (topping)
          scene.add(
            scatter(rnd, 3, 38, 22)
              .map((q) =>
                piece(rnd, topping.look, p.x + q.x, p.y + q.y, SHAPE_SIZE[topping.look.shape] * 300 * 1.2),
              )
              .join(''),
          );
      }
      return;
    }
    if (isBall) {
      const ball = names.includes('cocoa') ? '#6a4030' : names.includes('dates') ? '#7a4a2e' : '#c08a52';
      for (const p of grid(4, 3, 130, 125)) {
        scene.add(
          `<circle cx="${n(p.x + 8)}" cy="${n(p.y + 12)}" r="52" fill="#2a1a10" opacity="0.18"/><circle cx="${n(p.x)}" cy="${n(p.y)}" r="50" fill="${ball}"/><circle cx="${n(p.x - 16)}" cy="${n(p.y - 18)}" r="16" fill="#fff" opacity="0.18"/>`,
        );
        if (names.includes('coconut') || names.includes('oats')) {
          scene.add(
            piece(
              rnd,
              names.includes('coconut')
                ? FOOD_LOOKS.coconut
                : { ...FOOD_LOOKS.oats, shape: 'flakes', colour: '#ead7ad', accent: '#d3bb86' },
              p.x,
              p.y,
              34,
            ),
          );
        }
      }
      return;
    }
    if (isBark || isBar) {
      const slab =
        isBark && names.includes('greekYoghurt')
          ? '#fbf9f4'
          : isBar && names.includes('hazelnuts')
            ? '#f1d59c'
            : '#4b2c21';
      // Biscotti show their chocolate; a slab of chocolate does not need it drawn again.
      const onTop = slab === '#4b2c21' ? extras : [...extras, FOOD_LOOKS_AS_INGREDIENT.darkChocolate];
      for (const p of grid(3, 2, 200, 200)) {
        const w = isBar && names.includes('hazelnuts') ? 78 : 150;
        scene.add(
          `<g transform="translate(${n(p.x)} ${n(p.y)}) rotate(${Math.round(between(rnd, -12, 12))})"><path d="M${-w / 2 + 8} -72 L${w / 2 + 8} -62 L${w / 2} 80 L${-w / 2} 78Z" fill="#2a1a10" opacity="0.16"/><path d="M${-w / 2} -80 L${w / 2} -70 L${w / 2 - 6} 72 L${-w / 2 + 4} 70Z" fill="${slab}" stroke="${darker(slab, 0.25)}" stroke-width="5"/>${onTop
            .slice(0, 2)
            .map((food) =>
              scatter(rnd, 3, w * 0.3, 20)
                .map((q) => piece(rnd, food.look, q.x, q.y * 1.6, SHAPE_SIZE[food.look.shape] * 300))
                .join(''),
            )
            .join('')}</g>`,
        );
      }
      return;
    }
    // Cookies and crackers.
    const cookie = names.includes('flaxseed') || names.includes('sunflowerSeeds') ? '#d8b77e' : '#d39a55';
    const square = names.includes('flaxseed') || names.includes('sunflowerSeeds');
    for (const p of grid(4, 3, 140, 130)) {
      scene.add(
        square
          ? `<rect x="${n(p.x - 52)}" y="${n(p.y - 48)}" width="104" height="96" rx="10" fill="${cookie}" stroke="${darker(cookie, 0.15)}" stroke-width="4" transform="rotate(${Math.round(between(rnd, -10, 10))} ${n(p.x)} ${n(p.y)})"/>`
          : `<circle cx="${n(p.x + 6)}" cy="${n(p.y + 10)}" r="56" fill="#2a1a10" opacity="0.15"/><circle cx="${n(p.x)}" cy="${n(p.y)}" r="54" fill="${cookie}" stroke="${darker(cookie, 0.15)}" stroke-width="4"/>`,
      );
      for (const food of [...dish.mains, ...dish.garnishes]
        .filter((m) => ['seeds', 'nut', 'walnut', 'flakes', 'round', 'coin'].includes(m.look.shape))
        .slice(0, 2)) {
        scene.add(piece(rnd, food.look, p.x, p.y, food.look.shape === 'seeds' ? 40 : 14));
      }
    }
  },

  dip(scene, dish) {
    const { rnd } = dish;
    const x = CX;
    const y = CY;
    drawBoard(scene, x - 20, y, 720, 520, rnd);
    const dipFood =
      dish.mains.find((m) => m.look.shape === 'dollop') ??
      dish.mains.find((m) => m.id === 'avocado') ??
      dish.mains.find((m) => m.id === 'eggplant');
    const dipColour = dish.ingredients.some((i) => i.id === 'beetroot')
      ? '#c2406e'
      : dish.ingredients.some((i) => i.id === 'avocado')
        ? '#a9c96a'
        : dish.ingredients.some((i) => i.id === 'eggplant')
          ? '#cdb58f'
          : (dipFood?.look.tint ?? dish.tint);
    const bx = x - 120;
    const by = y - 10;
    const { clip, inner } = drawBowl(scene, dish, bx, by, 170);
    scene.add(`<g clip-path="url(#${clip})">`);
    smoothSurface(scene, rnd, bx, by, inner, dipColour, 20);
    swirl(scene, bx, by, inner * 1.3, darker(dipColour, 0.1));
    scene.add(
      `<path d="M${bx - 40} ${by - 10} q20 -12 40 0 t40 0" stroke="#c9a227" stroke-width="8" fill="none" opacity="0.6" stroke-linecap="round"/>`,
    );
    garnish(scene, dish, bx, by, inner, 0.4);
    scene.add('</g>');
    // The dippers, fanned out beside the bowl.
    const dippers = dish.mains.filter(
      (m) => m !== dipFood && ['strip', 'coin', 'round', 'wedge'].includes(m.look.shape),
    );
    const bread = dish.bases.find((b) => ['pita', 'cornTortilla', 'flourTortilla'].includes(b.id));
    const points = sector(rnd, 9, -1.2, 1.4, 190, 300);
    points.forEach((p, i) => {
      const px = bx + p.x;
      const py = by + p.y;
      if (bread && (dippers.length === 0 || i % 2 === 0)) {
        const c = bread.look.colour;
        scene.add(
          `<g transform="translate(${n(px)} ${n(py)}) rotate(${Math.round(between(rnd, 0, 360))})"><path d="M-50 40 L50 40 L0 -50Z" fill="#2a1a10" opacity="0.12" transform="translate(6 8)"/><path d="M-50 40 L50 40 L0 -50Z" fill="${c}" stroke="${darker(c, 0.2)}" stroke-width="4" stroke-linejoin="round"/></g>`,
        );
      } else {
        const food = dippers[i % Math.max(1, dippers.length)] ?? dish.mains[0];
        if (food) scene.add(piece(rnd, food.look, px, py, food.look.shape === 'strip' ? 34 : 30));
      }
    });
  },

  snackBowl(scene, dish) {
    const { rnd } = dish;
    const x = CX - 20;
    const y = CY;
    const { clip, inner } = drawBowl(scene, dish, x, y, 260);
    scene.add(`<g clip-path="url(#${clip})">`);
    smoothSurface(scene, rnd, x, y, inner, darker(dish.ware.body, 0.04), 0);
    const foods = [
      ...dish.mains,
      ...dish.garnishes.filter((g) => ['nut', 'walnut', 'seeds', 'round'].includes(g.look.shape)),
    ].slice(0, 5);
    const total = foods.reduce((sum, i) => sum + i.grams, 0);
    const taken: Point[] = [];
    for (const food of foods) {
      const size = SHAPE_SIZE[food.look.shape] * inner * 2.4;
      const points = scatter(rnd, countOf(food, total, 8, 26), inner * 0.85, size * 1.2, taken);
      taken.push(...points);
      scene.add(points.map((p) => piece(rnd, food.look, x + p.x, y + p.y, size)).join(''));
    }
    bowlDepth(scene, x, y, inner);
    garnish(scene, dish, x, y, inner, 0.5);
    scene.add('</g>');
    for (const food of foods.slice(0, 2)) {
      const points = sector(rnd, 3, 0.2, 1.3, 300, 350);
      scene.add(
        points
          .map((p) => piece(rnd, food.look, x + p.x, y + p.y, SHAPE_SIZE[food.look.shape] * 260 * 2.4))
          .join(''),
      );
    }
  },

  dessertBowl(scene, dish) {
    const { rnd } = dish;
    const x = CX - 20;
    const y = CY;
    const { clip, inner } = drawBowl(scene, dish, x, y, 280);
    scene.add(`<g clip-path="url(#${clip})">`);
    const creamy = dish.ingredients.find((i) =>
      ['greekYoghurt', 'yoghurt', 'ricotta', 'cottageCheese'].includes(i.id),
    );
    const names = dish.ingredients.map((i) => i.id);
    const scoops =
      /sorbet|nice cream/i.test(dish.name) ||
      (names.includes('banana') && names.includes('peanutButter')) ||
      (names.includes('mango') && names.includes('sugar') && names.length <= 3);
    const mousse = names.includes('avocado') && names.includes('cocoa');
    const base = mousse ? '#5a3a2a' : creamy ? '#fbf8f0' : mix(dish.tint, '#ffffff', 0.15);
    smoothSurface(scene, rnd, x, y, inner, base, creamy ? 0 : 20);
    if (creamy) swirl(scene, x, y, inner * 0.9, '#efe8da');
    if (scoops) {
      for (const p of sector(rnd, 3, between(rnd, 0, 2), 6.5, inner * 0.3, inner * 0.4)) {
        scene.add(
          `<circle cx="${n(x + p.x + 8)}" cy="${n(y + p.y + 10)}" r="${n(inner * 0.34)}" fill="#2a1a10" opacity="0.14"/><circle cx="${n(x + p.x)}" cy="${n(y + p.y)}" r="${n(inner * 0.33)}" fill="${dish.tint}"/><path d="M${n(x + p.x - inner * 0.25)} ${n(y + p.y + inner * 0.05)} q${n(inner * 0.12)} ${n(inner * 0.1)} ${n(inner * 0.25)} 0 t${n(inner * 0.25)} 0" stroke="${darker(dish.tint, 0.12)}" stroke-width="5" fill="none"/><circle cx="${n(x + p.x - inner * 0.1)}" cy="${n(y + p.y - inner * 0.12)}" r="${n(inner * 0.08)}" fill="#fff" opacity="0.3"/>`,
        );
      }
    } else {
      const fruit = dish.mains.filter((m) => m !== creamy && !(mousse && m.id === 'avocado'));
      if (creamy) {
        const from = between(rnd, 0, 6);
        groupMains(scene, dish, x, y, inner, fruit.slice(0, 3), {
          from,
          to: from + Math.PI * 1.3,
          inner: 0.2,
          outer: 0.62,
          scale: 1.1,
        });
      } else scatterMains(scene, dish, x, y, inner * 0.9, fruit.slice(0, 4), 4, 9);
    }
    bowlDepth(scene, x, y, inner);
    garnish(scene, dish, x, y, inner, 0.45);
    scene.add('</g>');
    drawCutlery(scene, x + 380, y + 30, 10, 'spoon');
  },

  snackPlate(scene, dish) {
    const { rnd } = dish;
    const x = CX;
    const y = CY;
    drawPlate(scene, dish, x, y, 310);
    const foods = dish.mains.slice(0, 4);
    const from = between(rnd, 0, Math.PI * 2);
    groupMains(scene, dish, x, y, 310, foods, {
      from,
      to: from + Math.PI * 2,
      inner: 0.22,
      outer: 0.58,
      scale: 1.7,
    });
    garnish(scene, dish, x, y, 300, 0.3);
  },

  plate(scene, dish) {
    const { rnd } = dish;
    const x = CX;
    const y = CY;
    drawPlate(scene, dish, x, y, 315);
    const carb = dish.bases[0];
    const proteins = dish.mains.filter(
      (m) =>
        ['fillet', 'steak', 'chicken', 'mince', 'prawn', 'mussel', 'egg', 'bacon'].includes(m.look.shape) ||
        m.id === 'tofu' ||
        m.id === 'tempeh',
    );
    const veg = dish.mains.filter((m) => !proteins.includes(m));
    const turn = between(rnd, 0, Math.PI * 2);
    if (carb) {
      const cx = x + Math.cos(turn) * 105;
      const cy = y + Math.sin(turn) * 105;
      if (carb.id === 'polenta') smoothSurface(scene, rnd, cx, cy, 125, carb.look.colour, 10);
      else grainCluster(scene, rnd, cx, cy, 130, carb.look);
    }
    const proteinAt = turn + 2.3;
    const vegFrom = turn + 3.5;
    groupMains(scene, dish, x, y, 300, veg.slice(0, 3), {
      from: vegFrom,
      to: vegFrom + (carb ? 2.0 : 3.4),
      inner: 0.25,
      outer: 0.66,
      scale: 1.7,
    });
    proteins.slice(0, 1).forEach((food) => {
      const size = SHAPE_SIZE[food.look.shape] * 300 * (food.look.shape === 'mince' ? 2.2 : 2.3);
      const count = ['fillet', 'steak', 'chicken'].includes(food.look.shape)
        ? 1
        : food.look.shape === 'egg'
          ? 2
          : 5;
      const points = count === 1 ? [{ x: 0, y: 0 }] : scatter(rnd, count, 75, 50);
      scene.add(
        points
          .map((p) =>
            piece(
              rnd,
              food.look,
              x + Math.cos(proteinAt) * 100 + p.x,
              y + Math.sin(proteinAt) * 100 + p.y,
              count === 1 ? Math.min(size * 1.25, 100) : size * 0.85,
            ),
          )
          .join(''),
      );
    });
    garnish(scene, dish, x, y, 300, 0.45);
    citrusOnSide(scene, dish, x + Math.cos(turn - 1.3) * 200, y + Math.sin(turn - 1.3) * 200, 38);
    drawCutlery(scene, x + 410, y + 10, 4, 'fork');
    drawCutlery(scene, x + 470, y + 20, 4, 'knife');
  },
};

/** A heap of grain or cut potatoes on a plate. */
function grainCluster(scene: Scene, rnd: Random, x: number, y: number, r: number, food: FoodLook): void {
  if (food.shape !== 'none') {
    scene.add(
      scatter(rnd, 6, r * 0.7, r * 0.3)
        .map((p) => piece(rnd, food, x + p.x, y + p.y, r * 0.22))
        .join(''),
    );
    return;
  }
  const clip = scene.id('heap');
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (i / 10) * Math.PI * 2;
    const d = r * between(rnd, 0.85, 1);
    return `${n(x + Math.cos(angle) * d)},${n(y + Math.sin(angle) * d)}`;
  });
  scene.def(`<clipPath id="${clip}"><polygon points="${points.join(' ')}"/></clipPath>`);
  scene.add(
    `<polygon points="${points.join(' ')}" fill="#2a1a10" opacity="0.12" transform="translate(6 9)"/><g clip-path="url(#${clip})">`,
  );
  grainTexture(scene, rnd, x, y, r * 1.05, food.colour, food.accent, 90);
  scene.add('</g>');
}

function bread(scene: Scene, rnd: Random, x: number, y: number): void {
  const angle = Math.round(between(rnd, -30, 30));
  scene.add(
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle})"><ellipse cx="8" cy="12" rx="120" ry="70" fill="#2a1a10" opacity="0.15"/><ellipse rx="120" ry="70" fill="#b9773e"/><ellipse rx="106" ry="58" fill="#e9c58f"/>${Array.from({ length: 12 }, () => `<circle cx="${n(between(rnd, -80, 80))}" cy="${n(between(rnd, -40, 40))}" r="${n(between(rnd, 3, 7))}" fill="#d4a96a"/>`).join('')}</g>`,
  );
}

function chopsticks(scene: Scene, x: number, y: number): void {
  for (const dx of [0, 36]) {
    scene.add(
      `<g transform="translate(${x + dx} ${y}) rotate(14)"><rect x="-6" y="-200" width="14" height="420" rx="6" fill="#2a1a10" opacity="0.15" transform="translate(6 8)"/><rect x="-7" y="-200" width="14" height="420" rx="6" fill="#c89a62"/><rect x="-7" y="-200" width="14" height="90" rx="6" fill="#8a5a32"/></g>`,
    );
  }
}
