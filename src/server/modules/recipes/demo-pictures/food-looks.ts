import type { DemoFoodId } from '../../../db/demo-recipes.ts';

/**
 * How each demo food is drawn in a demo recipe's picture (draw-demo-picture.ts): the shape of its pieces
 * and their colours. `none` foods (salt, flour, stock, oil...) are not seen as pieces, though a liquid or a
 * grain still colours the dish it is the base of (`base`).
 */
export type PieceShape =
  | 'none'
  | 'round'
  | 'berry'
  | 'raspberry'
  | 'strawberry'
  | 'cherry'
  | 'coin'
  | 'wedge'
  | 'cube'
  | 'strip'
  | 'spear'
  | 'leaf'
  | 'herb'
  | 'sprinkle'
  | 'floret'
  | 'fillet'
  | 'steak'
  | 'chicken'
  | 'mince'
  | 'prawn'
  | 'mussel'
  | 'ring'
  | 'egg'
  | 'nut'
  | 'walnut'
  | 'seeds'
  | 'dust'
  | 'drizzle'
  | 'dollop'
  | 'mushroom'
  | 'avocado'
  | 'olive'
  | 'kiwi'
  | 'citrus'
  | 'bean'
  | 'pod'
  | 'shred'
  | 'flakes'
  | 'chocolate'
  | 'fig'
  | 'passionfruit'
  | 'bacon';

/** What a food is in a dish: the thing that fills it, a main piece, or a finishing touch on top. */
export type FoodRole = 'base' | 'main' | 'garnish' | 'hidden';

export interface FoodLook {
  shape: PieceShape;
  /** Main colour (flesh, skin seen from above). */
  colour: string;
  /** Second colour: a slice's centre, a skin, a crust. */
  accent: string;
  role: FoodRole;
  /** Colour this food lends a blended or cooked base (soup, smoothie, sauce, porridge); none: it adds nothing. */
  tint?: string;
}

function look(shape: PieceShape, colour: string, accent: string, role: FoodRole, tint?: string): FoodLook {
  return tint === undefined ? { shape, colour, accent, role } : { shape, colour, accent, role, tint };
}

const hidden = (tint?: string) => look('none', '#000000', '#000000', 'hidden', tint);
const base = (colour: string, accent: string, shape: PieceShape = 'none') =>
  look(shape, colour, accent, 'base', colour);

/** Every demo food, so a new one does not compile until it is given a look. */
export const FOOD_LOOKS: Record<DemoFoodId, FoodLook> = {
  chickenBreast: look('chicken', '#e3a968', '#a8642f', 'main', '#e9c9a0'),
  chickenThigh: look('chicken', '#d9955a', '#9a5526', 'main', '#e3bb8c'),
  chickenLeg: look('chicken', '#cf8a4c', '#8f4e22', 'main', '#e3bb8c'),
  turkeyBreast: look('chicken', '#e8b884', '#a8703a', 'main', '#ead0ad'),
  beefMince: look('mince', '#7d4a34', '#5a3222', 'main', '#8a4a30'),
  beefSirloin: look('steak', '#8c4a36', '#d77d78', 'main', '#7a4030'),
  beefChuck: look('cube', '#7b4331', '#5a2e20', 'main', '#7a4030'),
  lambLeg: look('steak', '#94533f', '#de8a84', 'main', '#84503a'),
  lambMince: look('mince', '#8a5240', '#633628', 'main', '#8a5240'),
  porkFillet: look('steak', '#d29a74', '#f0c4b0', 'main', '#d8b090'),
  bacon: look('bacon', '#c8555a', '#f4d3c4', 'main', '#c87a6a'),
  ham: look('cube', '#ec9ea3', '#f7cfd0', 'main', '#e8a8a8'),
  chickenStock: hidden('#e8c777'),
  beefStock: hidden('#8a5a3a'),

  salmon: look('fillet', '#f28a5e', '#fde0cf', 'main', '#f5b090'),
  smokedSalmon: look('bacon', '#f47f62', '#fcd3c3', 'main', '#f5a890'),
  trout: look('fillet', '#ef9270', '#fde3d4', 'main', '#f2b8a0'),
  mackerel: look('fillet', '#8c9bab', '#e9dfd3', 'main', '#c9c0b0'),
  sardines: look('fillet', '#93a3b3', '#ede5d9', 'main', '#c9c0b0'),
  tuna: look('flakes', '#caa58c', '#a47d66', 'main', '#d8c0a8'),
  cod: look('fillet', '#f5eee2', '#e2c48e', 'main', '#f3ecde'),
  snapper: look('fillet', '#f7efe4', '#e8b899', 'main', '#f3ecde'),
  prawns: look('prawn', '#f58b5e', '#fde2d2', 'main', '#f2a27a'),
  mussels: look('mussel', '#2f3442', '#f2a65a', 'main', '#d9a066'),
  squid: look('ring', '#f6e7cd', '#e0b77c', 'main', '#f3ecde'),
  fishSauce: hidden(),

  egg: look('egg', '#fbf8f0', '#f6b230', 'main', '#f6d36b'),
  eggWhite: hidden('#f6eed2'),
  milk: hidden('#fbf8f1'),
  greekYoghurt: look('dollop', '#fbf9f4', '#efe9dd', 'main', '#fbf9f4'),
  yoghurt: look('dollop', '#fbf9f4', '#efe9dd', 'main', '#fbf9f4'),
  feta: look('cube', '#fbfaf4', '#e9e4d6', 'main'),
  parmesan: look('flakes', '#f6e7b4', '#e3cf8a', 'garnish'),
  mozzarella: look('round', '#fdfcf6', '#ece8da', 'main'),
  ricotta: look('dollop', '#fdfbf5', '#eee8da', 'main', '#fbf7ee'),
  goatCheese: look('dollop', '#fbf8f0', '#e8e1d1', 'main'),
  cottageCheese: look('dollop', '#fbf8ef', '#e9e2d0', 'main', '#fbf8ef'),
  cheddar: look('cube', '#f4bb4c', '#d9982a', 'main', '#f4cf7a'),
  butter: hidden(),
  cream: hidden('#fbf6ea'),

  chickpeas: look('round', '#deb97e', '#b98f52', 'main', '#e2c48e'),
  hummus: look('dollop', '#e2c495', '#c9a46c', 'main', '#e2c495'),
  lentils: look('seeds', '#8f6c49', '#6b4e33', 'main', '#9a7650'),
  redLentils: look('seeds', '#e0894a', '#c76f33', 'main', '#e8a060'),
  blackBeans: look('bean', '#2f2a35', '#4a4352', 'main', '#4a3a40'),
  kidneyBeans: look('bean', '#8b2f36', '#a84a4f', 'main', '#9a4a40'),
  cannellini: look('bean', '#f2ecdc', '#d9cfb7', 'main', '#efe6d2'),
  peas: look('round', '#7fb646', '#5f9530', 'main', '#8cc152'),
  tofu: look('cube', '#f4e3bd', '#dcb772', 'main', '#f1e4c6'),
  tempeh: look('cube', '#c79e62', '#a27a40', 'main', '#c8a06a'),
  edamame: look('pod', '#86c04e', '#5f9932', 'main', '#8cc152'),
  soyMilk: hidden('#f7f0df'),
  soySauce: hidden('#8a5a32'),
  tamari: hidden('#8a5a32'),
  peanuts: look('nut', '#d7a361', '#b27d3d', 'garnish'),
  peanutButter: look('drizzle', '#bf7d43', '#9a5f2d', 'garnish', '#c8955c'),

  oats: base('#ead7ad', '#d3bb86'),
  brownRice: base('#dcc49f', '#c2a77d'),
  whiteRice: base('#f8f4ea', '#e7dfcc'),
  arborioRice: base('#f4ebd4', '#e2d4b0'),
  quinoa: base('#efdfb5', '#cfb77f'),
  barley: base('#e3d1a6', '#c8b07c'),
  buckwheat: base('#b99470', '#94714f'),
  polenta: base('#f4cd5d', '#e0b23d'),
  cornflour: hidden(),
  corn: look('seeds', '#f6c93f', '#e3ab20', 'main', '#f6d35a'),
  pasta: base('#f2d68e', '#dcb865'),
  wholemealPasta: base('#d6a96b', '#b88a4d'),
  couscous: base('#f1d995', '#dcc070'),
  flour: hidden(),
  wholemealFlour: hidden(),
  wholemealBread: base('#c08a55', '#8a5a2e'),
  whiteBread: base('#f3deb0', '#c98f4c'),
  sourdough: base('#ecce9a', '#a86b35'),
  pita: base('#ecca8f', '#c99a55'),
  flourTortilla: base('#f4e1b3', '#d9b36d'),
  cornTortilla: base('#f2cc6c', '#d4a43c'),
  riceNoodles: base('#f7f1e3', '#e2d7bf'),
  soba: base('#aa8c6c', '#8a6d50'),
  eggNoodles: base('#f3d274', '#d9b34d'),
  bakingPowder: hidden(),
  bakingSoda: hidden(),

  onion: look('ring', '#efe2ea', '#d6b9cc', 'main', '#f1e6cf'),
  garlic: hidden(),
  carrot: look('coin', '#f28c2e', '#f7b15a', 'main', '#f39a3c'),
  broccoli: look('floret', '#4f8f3a', '#3a6f2b', 'main', '#7fa85a'),
  spinach: look('leaf', '#3f803b', '#5f9f4f', 'main', '#5f8f3f'),
  kale: look('leaf', '#2f6b3c', '#4f8a52', 'main', '#4f7f3f'),
  rocket: look('leaf', '#5f933c', '#7fb055', 'main', '#6f9a45'),
  bokChoy: look('leaf', '#6fae45', '#eef4dc', 'main', '#8ab85a'),
  zucchini: look('coin', '#5f923a', '#e8f0c8', 'main', '#a8c47a'),
  redCapsicum: look('strip', '#e4392f', '#b82620', 'main', '#e0583a'),
  tomato: look('wedge', '#e9452d', '#f6a08a', 'main', '#e0553a'),
  cannedTomatoes: hidden('#d8452e'),
  tomatoPaste: hidden('#c83a26'),
  cucumber: look('coin', '#7bb046', '#e5f2cb', 'main', '#b8d890'),
  cosLettuce: look('leaf', '#9ccd64', '#c8e69a', 'main', '#a8d070'),
  mushrooms: look('mushroom', '#d2ad86', '#8f6a4a', 'main', '#b08a68'),
  sweetPotato: look('cube', '#f28c3b', '#d96f22', 'main', '#f29a4a'),
  potato: look('cube', '#ecc97a', '#d4a74f', 'main', '#efdcae'),
  butternut: look('cube', '#f6a03c', '#e08524', 'main', '#f6a84a'),
  pumpkin: look('cube', '#f39a36', '#dc7f1e', 'main', '#f2a040'),
  cauliflower: look('floret', '#f5f0e2', '#ddd3b8', 'main', '#f3eedf'),
  cabbage: look('shred', '#d8eaa9', '#b7d27f', 'main', '#d8e8b0'),
  redCabbage: look('shred', '#8a3f82', '#b46aa8', 'main', '#9a5a90'),
  greenBeans: look('strip', '#5f9e3b', '#477f2a', 'main', '#7aaa50'),
  snowPeas: look('pod', '#7cc04c', '#5c9c32', 'main', '#8cc152'),
  eggplant: look('coin', '#4b2d52', '#eadfb4', 'main', '#8a6a6a'),
  asparagus: look('spear', '#6da03f', '#4e7f2a', 'main', '#8cb05a'),
  celery: look('strip', '#a9d06b', '#86b04a', 'main', '#b8d890'),
  avocado: look('avocado', '#b3d277', '#4f7a2c', 'main', '#a8c86a'),
  beetroot: look('cube', '#902a53', '#6f1d3e', 'main', '#b03a68'),
  leek: look('ring', '#d2e5a4', '#a8c878', 'main', '#e3edc8'),
  springOnion: look('sprinkle', '#5fae3c', '#e9f3d0', 'garnish'),
  chives: look('sprinkle', '#4f9e3a', '#6fbe52', 'garnish'),
  ginger: hidden(),
  chilli: look('ring', '#d8302b', '#f7d9a0', 'garnish'),
  olives: look('olive', '#4a3346', '#6e5068', 'main'),
  capers: look('round', '#6e8240', '#8fa35a', 'garnish'),
  basil: look('herb', '#3f9140', '#5fb05a', 'garnish'),
  parsley: look('herb', '#3f8f38', '#5aa84e', 'garnish'),
  coriander: look('herb', '#4c9e3d', '#6cb85a', 'garnish'),
  mint: look('herb', '#5db35a', '#7fcc78', 'garnish'),
  dill: look('sprinkle', '#6aa84f', '#8cc46e', 'garnish'),

  lemonJuice: look('citrus', '#f8dc4a', '#fbeea0', 'garnish'),
  limeJuice: look('citrus', '#9fcd3b', '#d8eda0', 'garnish'),
  banana: look('coin', '#dfbb55', '#fbf0c6', 'main', '#f6e3a0'),
  apple: look('wedge', '#f6eac8', '#d9453a', 'main', '#eadca8'),
  pear: look('wedge', '#f3edcb', '#b7c24c', 'main', '#e8e2b0'),
  mango: look('cube', '#ffb52e', '#f29a16', 'main', '#ffbf4a'),
  orange: look('citrus', '#f69a22', '#fbc66a', 'main', '#f8a840'),
  kiwifruit: look('kiwi', '#84bb3c', '#f2f5d8', 'main', '#a8cc5a'),
  pineapple: look('cube', '#f8d84b', '#e9bd25', 'main', '#f8de6a'),
  peach: look('wedge', '#f9b77c', '#ea6f4a', 'main', '#f8be8a'),
  plum: look('wedge', '#d9a04a', '#7a2a50', 'main', '#a84a6a'),
  grapes: look('round', '#98c45a', '#7aa83f', 'main', '#b0cc6a'),
  watermelon: look('cube', '#f45b69', '#d83c4c', 'main', '#f47080'),
  figs: look('fig', '#6f3456', '#e88a90', 'main', '#a04a6a'),
  rhubarb: look('strip', '#db4e6a', '#b8304e', 'main', '#e0708a'),
  passionfruit: look('passionfruit', '#5a2a4a', '#f2c12e', 'garnish', '#f2c84a'),
  dates: look('bean', '#6b3a1f', '#8a5230', 'main', '#8a5a3a'),
  raisins: look('seeds', '#4d2a2e', '#6a3a3e', 'garnish'),
  driedApricots: look('round', '#f1a234', '#d9841c', 'main', '#f2b050'),
  blueberries: look('berry', '#3e4f9b', '#2a3670', 'main', '#6a5a9a'),
  strawberries: look('strawberry', '#e43a4a', '#4f9a3a', 'main', '#ef7088'),
  raspberries: look('raspberry', '#d8355f', '#b81f48', 'main', '#e0607e'),
  cherries: look('cherry', '#a3203a', '#6a4a2a', 'main', '#a83a52'),

  almonds: look('nut', '#c68c5a', '#9f6a3c', 'garnish'),
  walnuts: look('walnut', '#b57d46', '#8a5a2e', 'garnish'),
  cashews: look('nut', '#f0d8a4', '#d4b47a', 'garnish'),
  pistachios: look('nut', '#a3c45e', '#7f9f3e', 'garnish'),
  hazelnuts: look('nut', '#b57d46', '#8a5a2e', 'garnish'),
  pecans: look('walnut', '#8f5230', '#6a3a1f', 'garnish'),
  pineNuts: look('seeds', '#f3e3b2', '#dcc68a', 'garnish'),
  almondButter: look('drizzle', '#c48c58', '#a06a3a', 'garnish', '#d2a070'),
  almondMilk: hidden('#f5ede0'),
  chia: look('seeds', '#3c3a3a', '#6a6660', 'garnish'),
  flaxseed: look('seeds', '#8c5a2c', '#a87440', 'garnish'),
  sunflowerSeeds: look('seeds', '#d9d0b3', '#9a9078', 'garnish'),
  pumpkinSeeds: look('seeds', '#6e9340', '#557a2e', 'garnish'),
  sesameSeeds: look('seeds', '#f4e8c8', '#dccb9c', 'garnish'),
  tahini: look('drizzle', '#ddc49c', '#bfa070', 'garnish', '#e0cca8'),
  coconut: look('flakes', '#fdfcf6', '#ebe6d8', 'garnish', '#fbf8ef'),
  coconutMilk: hidden('#fbf8ef'),

  oliveOil: hidden(),
  sesameOil: hidden(),
  coconutOil: hidden(),
  honey: look('drizzle', '#e6a52a', '#c8841a', 'garnish'),
  mapleSyrup: look('drizzle', '#b8661c', '#8f4a12', 'garnish'),
  sugar: hidden(),
  brownSugar: hidden(),
  darkChocolate: look('chocolate', '#4b2c21', '#6e4434', 'main', '#5a3426'),
  cocoa: look('dust', '#5b3a2b', '#3f271c', 'garnish', '#7a5040'),
  vanilla: hidden(),
  balsamic: look('drizzle', '#3d1f22', '#5a2e30', 'garnish'),
  ciderVinegar: hidden(),
  mustard: hidden(),
  vegetableStock: hidden('#d9b45a'),
  redWine: hidden('#7a2a3a'),
  whiteWine: hidden(),
  salt: hidden(),
  blackPepper: hidden(),
  cumin: hidden(),
  paprika: look('dust', '#c8452c', '#a8321c', 'garnish', '#d8603a'),
  chilliPowder: look('dust', '#b83a2a', '#8a2a1c', 'garnish', '#c84a30'),
  cinnamon: look('dust', '#9c5c2c', '#7a4420', 'garnish'),
  turmeric: hidden('#f2b51c'),
  groundGinger: hidden(),
  curryPowder: hidden('#e0a030'),
  oregano: look('sprinkle', '#5f7f3a', '#7f9f55', 'garnish'),
  thyme: look('sprinkle', '#6a8a45', '#8aa865', 'garnish'),
  rosemary: look('sprinkle', '#4f7a4a', '#6f9a6a', 'garnish'),
  nutmeg: look('dust', '#8c5a3a', '#6a4028', 'garnish'),
};
