import { describe, expect, it } from 'vitest';
import { DEMO_RECIPES } from '../../../db/demo-recipes.ts';
import { demoPictureSvg, dishKindOf, PICTURE_HEIGHT, PICTURE_WIDTH } from './draw-demo-picture.ts';

const byName = (name: string) => DEMO_RECIPES.find((recipe) => recipe.name === name)!;

describe('a demo recipe picture', () => {
  it('is drawn for every demo recipe, a whole SVG of the picture size with no text in it', () => {
    for (const recipe of DEMO_RECIPES) {
      const svg = demoPictureSvg(recipe);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), recipe.name).toBe(true);
      expect(svg.endsWith('</svg>'), recipe.name).toBe(true);
      expect(svg, recipe.name).toContain(`viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}"`);
      expect(svg, recipe.name).not.toMatch(/<text|NaN|undefined/);
    }
  });

  it('is the same text every time for the same recipe', () => {
    for (const recipe of DEMO_RECIPES.slice(0, 20)) {
      expect(demoPictureSvg(recipe)).toBe(demoPictureSvg(structuredClone(recipe)));
    }
  });

  it('differs from recipe to recipe, even between recipes of one family', () => {
    const pictures = new Set(DEMO_RECIPES.map(demoPictureSvg));
    expect(pictures.size).toBe(DEMO_RECIPES.length);
    const porridge = byName('Banana and cinnamon oat porridge');
    expect(demoPictureSvg(porridge)).not.toBe(demoPictureSvg(byName('Blueberry and chia oat porridge')));
  });

  it('serves each dish in what it is eaten from, read from its name', () => {
    const kinds = {
      'Berry and banana smoothie': 'smoothie',
      'Pumpkin and ginger soup': 'soup',
      'Banana and cinnamon oat porridge': 'porridge',
      'Chia pudding with raspberries': 'porridge',
      'Spinach and feta omelette': 'omelette',
      'Spinach and feta frittata': 'skillet',
      'Loaded beef and black bean burritos': 'wrap',
      'Smashed avocado and tomato on wholemeal toast': 'toast',
      'Spaghetti bolognese': 'pasta',
      'Greek salad with grilled chicken': 'salad',
      'Tofu and rice noodle soup': 'soup',
      'Ginger chicken, broccoli and snow pea stir-fry with brown rice': 'stirFry',
      'Lemon chicken with brown rice and greens': 'grainBowl',
      'Beef and red wine stew': 'stew',
      "Lamb shepherd's pie": 'bake',
      'Carrot cake with walnuts': 'cake',
      'Blueberry and lemon muffins': 'treats',
      'Hummus with carrot and celery sticks': 'dip',
      'Cinnamon maple spiced nuts': 'snackBowl',
      'Baked salmon with asparagus and new potatoes': 'plate',
    } as const;
    for (const [name, kind] of Object.entries(kinds)) expect(dishKindOf(byName(name)), name).toBe(kind);
  });

  it('varies the dishes over the first page of the catalogue', () => {
    const firstPage = DEMO_RECIPES.slice(-24);
    expect(new Set(firstPage.map(dishKindOf)).size).toBeGreaterThanOrEqual(8);
    // The table and crockery vary too: no two neighbours in a row of cards share a background.
    const backgrounds = firstPage.map(
      (recipe) => /<rect width="1200" height="900" fill="(#[0-9a-f]{6})"/.exec(demoPictureSvg(recipe))![1],
    );
    expect(new Set(backgrounds).size).toBeGreaterThanOrEqual(6);
  });

  it('colours a dish by its ingredients', () => {
    // Pumpkin soup is orange; pea and mint soup is green.
    const pumpkin = demoPictureSvg(byName('Pumpkin and ginger soup'));
    const pea = demoPictureSvg(byName('Pea and mint soup'));
    const hue = (svg: string) => {
      // The soup's surface is the first smooth surface drawn, its gradient starting at its lighter colour.
      const hex = /id="sheen\d+"[^>]*><stop offset="0" stop-color="#([0-9a-f]{6})"/.exec(svg)![1]!;
      const value = Number.parseInt(hex, 16);
      return { r: value >> 16, g: (value >> 8) & 255 };
    };
    expect(hue(pumpkin).r).toBeGreaterThan(hue(pumpkin).g);
    expect(hue(pea).g).toBeGreaterThan(hue(pea).r);
  });
});
