import type { MEASUREMENT_DERIVATIONS, MeasurementUnit } from '../../../shared/schemas/foods.ts';

type MeasurementDerivation = (typeof MEASUREMENT_DERIVATIONS)[number];

/**
 * The bundled household measures (SPEC §3 Measurement: about 200, fruit, meat, fish, snack, confectionery
 * and vegetable). Each is keyed by the food's Public Food Key in FSANZ AFCD Release 2 and names that food
 * as the workbook does, so a reader can check it. Grams are of the edible portion (AFCD's nutrients are per
 * 100 g of it: a peeled banana, a chop's meat off the bone). The weights are typical Australian household
 * sizes estimated for this seed, not FSANZ's measures, so they say 'Estimated'; pack sizes printed on
 * labels say 'Label Data'. Solids have 0 mLs; spoonfuls of syrup and honey give their Australian volume
 * (teaspoon 5 mL, tablespoon 20 mL).
 */

export type HouseholdGroup = 'fruit' | 'vegetable' | 'meat' | 'fish' | 'snack' | 'confectionery';

export interface HouseholdMeasure {
  publicFoodKey: string;
  /** The AFCD Release 2 food name of the key. */
  food: string;
  group: HouseholdGroup;
  units: MeasurementUnit[];
}

const ESTIMATED = 'Typical household size, edible portion, estimated';
const LABEL = 'Common pack size as printed on the label';

type UnitSpec = [description: string, grams: number, mls?: number];

function measures(
  group: HouseholdGroup,
  rows: [publicFoodKey: string, food: string, ...units: UnitSpec[]][],
  derivation: MeasurementDerivation = 'Estimated',
): HouseholdMeasure[] {
  return rows.map(([publicFoodKey, food, ...units]) => ({
    publicFoodKey,
    food,
    group,
    units: units.map(([description, grams, mls = 0]) => ({
      description,
      grams,
      mls,
      derivation,
      measureDerivationDescription: derivation === 'Label Data' ? LABEL : ESTIMATED,
    })),
  }));
}

const FRUIT = measures('fruit', [
  ['F000091', 'Apple, fuji, unpeeled, raw', ['1 medium apple', 150], ['1 cup, sliced', 110]],
  ['F000095', 'Apple, granny-smith, unpeeled, raw', ['1 medium apple', 150], ['1 small apple', 110]],
  ['F000105', 'Apple, pink lady, unpeeled, raw', ['1 medium apple', 150], ['1 cup, sliced', 110]],
  ['F000111', 'Apple, royal gala, unpeeled, raw', ['1 medium apple', 140], ['1 small apple', 100]],
  ['F000089', 'Apple, dried', ['1 ring', 6], ['1 cup', 85]],
  ['F000134', 'Apricot, raw', ['1 apricot', 35], ['1 cup, halves', 155]],
  ['F000130', 'Apricot, dried', ['1 half', 4], ['1/4 cup', 33]],
  [
    'F000262',
    'Banana, cavendish, peeled, raw',
    ['1 medium banana', 120],
    ['1 small banana', 90],
    ['1 cup, sliced', 150],
  ],
  ['F001267', 'Blackberry, raw', ['1 cup', 145], ['1 punnet', 125]],
  ['F001290', 'Blueberry, raw', ['1 cup', 150], ['1 punnet', 125]],
  ['F002522', 'Cherry, raw', ['1 cherry', 8], ['1 cup', 140]],
  ['F003248', 'Cranberry, dried, sweetened', ['1 tablespoon', 10], ['1/4 cup', 40]],
  ['F003331', 'Currant, dried', ['1 tablespoon', 9], ['1 cup', 145]],
  ['F003496', 'Date, dried', ['1 date', 8], ['1 cup, chopped', 150]],
  ['F003832', 'Fig, dried', ['1 fig', 20]],
  ['F003834', 'Fig, fresh, unpeeled, raw', ['1 medium fig', 50]],
  ['F004260', 'Grape, green, raw', ['1 grape', 5], ['1 cup', 150], ['1 small bunch', 100]],
  ['F004262', 'Grapefruit, peeled, raw', ['1/2 grapefruit', 125]],
  ['F004816', 'Kiwifruit, green (hayward), peeled, raw', ['1 kiwifruit', 75]],
  ['F005174', 'Lemon, peeled, raw', ['1 lemon', 85], ['1 wedge', 10]],
  ['F005199', 'Lime, peeled, raw', ['1 lime', 45]],
  ['F005255', 'Lychee, peeled, raw', ['1 lychee', 10], ['1 cup', 190]],
  ['F005293', 'Mandarin, peeled, raw', ['1 medium mandarin', 90]],
  ['F005299', 'Mango, peeled, raw', ['1 medium mango', 200], ['1 cup, diced', 165]],
  ['F005519', 'Melon, rockmelon, peeled, raw', ['1 slice (1/8 melon)', 130], ['1 cup, diced', 160]],
  ['F005520', 'Melon, watermelon, peeled, raw', ['1 wedge', 280], ['1 cup, diced', 150]],
  ['F005712', 'Mixed dried fruit', ['1 tablespoon', 10], ['1/4 cup', 40]],
  ['F006021', 'Nectarine, yellow, unpeeled, raw', ['1 medium nectarine', 140]],
  ['F006276', 'Orange, navel, peeled, raw', ['1 medium orange', 140], ['1 cup, segments', 180]],
  ['F006333', 'Passionfruit, raw', ['1 passionfruit, pulp', 18]],
  ['F006528', 'Pawpaw (papaya), peeled, raw', ['1 cup, diced', 145]],
  ['F006573', 'Peach, yellow, unpeeled, raw', ['1 medium peach', 150], ['1 cup, sliced', 155]],
  ['F006606', "Pear, Packham's triumph, unpeeled, raw", ['1 medium pear', 180]],
  ['F006604', 'Pear, nashi, unpeeled, raw', ['1 medium nashi', 200]],
  ['F006702', 'Pineapple, peeled, raw', ['1 slice', 80], ['1 cup, diced', 165]],
  ['F006832', 'Plum, unpeeled, raw', ['1 plum', 65]],
  ['F006842', 'Pomegranate, peeled, raw', ['1/2 cup, arils', 85]],
  ['F007494', 'Prune (dried plum)', ['1 prune', 8], ['1/4 cup', 45]],
  ['F007619', 'Raspberry, raw', ['1 cup', 125], ['1 punnet', 125]],
  ['F007628', 'Rhubarb, stalk, raw', ['1 stalk', 50], ['1 cup, diced', 120]],
  ['F008952', 'Strawberry, raw', ['1 strawberry', 12], ['1 cup', 150], ['1 punnet', 250]],
  ['F009087', 'Tangelo, peeled, raw', ['1 tangelo', 150]],
]);

const VEGETABLES = measures('vegetable', [
  ['F000162', 'Avocado, raw', ['1 medium avocado', 140], ['1/2 avocado', 70], ['1 tablespoon, mashed', 15]],
  ['F000155', 'Asparagus, green, raw', ['1 spear', 16], ['1 bunch', 250]],
  ['F000396', 'Basil, green, fresh, raw', ['1 cup, leaves', 20], ['1 tablespoon, chopped', 2]],
  ['F000431', 'Bean, green, fresh, raw', ['10 beans', 55], ['1 cup, cut', 110]],
  ['F001015', 'Beetroot, fresh, purple, peeled, raw', ['1 medium beetroot', 130]],
  ['F001301', 'Bok choy, raw', ['1 head', 150], ['1 cup, shredded', 70]],
  ['F001905', 'Broccoli, fresh, raw', ['1 floret', 12], ['1 cup, florets', 90], ['1 head', 350]],
  ['F001914', 'Brussels sprout, fresh, raw', ['1 sprout', 15], ['1 cup', 90]],
  ['F002015', 'Cabbage, white, raw', ['1 leaf', 25], ['1 cup, shredded', 70]],
  ['F002239', 'Capsicum, green, fresh, raw', ['1 medium capsicum', 150], ['1 cup, sliced', 90]],
  ['F002247', 'Capsicum, red, fresh, raw', ['1 medium capsicum', 160], ['1 cup, chopped', 150]],
  ['F002276', 'Carrot, mature, peeled, fresh, raw', ['1 medium carrot', 100], ['1 cup, grated', 110]],
  ['F002378', 'Cauliflower, fresh, raw', ['1 floret', 13], ['1 cup, florets', 100]],
  ['F002390', 'Celery, fresh, raw', ['1 stalk', 40], ['1 cup, chopped', 100]],
  ['F002901', 'Chilli (chili), red, raw', ['1 chilli', 15]],
  ['F002907', 'Chives, raw', ['1 tablespoon, chopped', 3]],
  ['F003192', 'Coriander, fresh, raw', ['1 cup, leaves', 16], ['1 tablespoon, chopped', 1]],
  ['F003209', 'Corn, fresh on cob, raw', ['1 medium cob', 100]],
  ['F003202', 'Corn, kernels, purchased frozen, raw', ['1 cup', 135]],
  ['F003321', 'Cucumber, Lebanese, unpeeled, raw', ['1 cucumber', 150], ['1 cup, sliced', 120]],
  ['F003761', 'Eggplant, unpeeled, fresh, raw', ['1 medium eggplant', 450], ['1 cup, diced', 80]],
  ['F004193', 'Garlic, peeled, fresh, raw', ['1 clove', 5], ['1 teaspoon, crushed', 5]],
  ['F004213', 'Ginger, peeled, fresh, raw', ['1 teaspoon, grated', 5], ['2.5 cm piece', 10]],
  ['F004781', 'Kale, raw', ['1 cup, chopped', 25]],
  ['F005164', 'Leek, fresh, raw', ['1 medium leek', 200]],
  ['F005191', 'Lettuce, cos, raw', ['1 leaf', 15], ['1 cup, shredded', 47]],
  ['F005192', 'Lettuce, iceberg, raw', ['1 leaf', 20], ['1 cup, shredded', 55]],
  ['F009788', 'Mixed leafy greens, commercial, raw', ['1 cup', 30]],
  ['F005946', 'Mushroom, common, fresh, raw', ['1 medium mushroom', 18], ['1 cup, sliced', 70]],
  ['F006225', 'Onion, mature, brown skinned, peeled, raw', ['1 medium onion', 150], ['1 cup, chopped', 160]],
  ['F006250', 'Onion, spring, fresh, raw', ['1 spring onion', 15]],
  ['F006321', 'Parsley, continental, fresh, raw', ['1 tablespoon, chopped', 4], ['1 cup', 30]],
  ['F006328', 'Parsnip, peeled, fresh, raw', ['1 medium parsnip', 150]],
  ['F006536', 'Pea, green, fresh, raw', ['1 cup', 145]],
  ['F006538', 'Pea, green, frozen, boiled, drained', ['1 cup', 160], ['1/2 cup', 80]],
  ['F007386', 'Potato, sebago, peeled, raw', ['1 medium potato', 170], ['1 small potato', 100]],
  ['F007535', 'Pumpkin, butternut, peeled, fresh, raw', ['1 wedge', 150], ['1 cup, diced', 140]],
  ['F007606', 'Radish, red skinned, unpeeled, raw', ['1 radish', 5]],
  ['F007712', 'Rocket, fresh, raw', ['1 cup', 20]],
  ['F008227', 'Shallot, peeled, fresh, raw', ['1 shallot', 25]],
  ['F008267', 'Silverbeet, fresh, raw', ['1 leaf', 50], ['1 cup, shredded', 36]],
  ['F008373', 'Snow pea, fresh, raw', ['10 pods', 30], ['1 cup', 65]],
  ['F008749', 'Spinach, baby, fresh, raw', ['1 handful', 20], ['1 cup', 30]],
  ['F008760', 'Spinach, Mature English, fresh, boiled, drained', ['1 cup', 180]],
  ['F008806', 'Sprout, bean, fresh, raw', ['1 cup', 105]],
  [
    'F009035',
    'Sweet potato, orange flesh, peeled, fresh, raw',
    ['1 medium sweet potato', 200],
    ['1 cup, diced', 135],
  ],
  ['F009190', 'Tomato, cherry, raw', ['1 cherry tomato', 15], ['1 cup', 150]],
  ['F009193', 'Tomato, common, raw', ['1 medium tomato', 120], ['1 cup, chopped', 180]],
  ['F009211', 'Tomato, roma, raw', ['1 roma tomato', 80]],
  [
    'F009775',
    'Zucchini, green skin, fresh, unpeeled, raw',
    ['1 medium zucchini', 200],
    ['1 cup, sliced', 115],
  ],
]);

const MEAT = measures('meat', [
  ['F000678', 'Beef, mince, regular fat, raw', ['1 cup', 220], ['1 serve', 100]],
  ['F000834', 'Beef, steak, boneless rump or sirloin, untrimmed, raw', ['1 steak', 200]],
  ['F000833', 'Beef, steak, boneless rump or sirloin, untrimmed, grilled, no added fat', ['1 steak', 150]],
  ['F000851', 'Beef, steak, boneless, scotch fillet, untrimmed, raw', ['1 steak', 250]],
  ['F000891', 'Beef, steak, with bone, T-bone, untrimmed, raw', ['1 steak, meat only', 300]],
  ['F000933', 'Beef, stir-fry strips, untrimmed, raw', ['1 serve', 100], ['1 cup', 200]],
  ['F000564', 'Beef, diced, untrimmed, raw', ['1 cup', 200]],
  ['F009372', 'Veal, cutlet, with bone, semi-trimmed, raw', ['1 cutlet, meat only', 150]],
  ['F005049', 'Lamb, mince, raw', ['1 cup', 220]],
  ['F004923', 'Lamb, cutlet or frenched cutlet, with bone, untrimmed, raw', ['1 cutlet, meat only', 60]],
  ['F005044', 'Lamb, loin chop, untrimmed, raw', ['1 chop, meat only', 85]],
  ['F004931', 'Lamb, diced, untrimmed, raw', ['1 cup', 200]],
  ['F005018', 'Lamb, leg roast, untrimmed, roasted, no added fat', ['1 slice', 30], ['1 serve', 100]],
  ['F005099', 'Lamb, steak, boneless, untrimmed, raw', ['1 steak', 150]],
  ['F006866', 'Pork, butterfly steak, untrimmed, raw', ['1 steak', 150]],
  ['F006993', 'Pork, loin chop, untrimmed, raw', ['1 chop, meat only', 140]],
  ['F007057', 'Pork, mince, untrimmed, raw', ['1 cup', 220]],
  ['F007117', 'Pork, spare ribs, untrimmed, raw', ['1 rib, meat only', 100]],
  ['F006951', 'Pork, leg roast, untrimmed, baked, no added fat', ['1 slice', 40]],
  ['F002594', 'Chicken, breast, lean flesh, raw', ['1 breast fillet', 200], ['1/2 breast fillet', 100]],
  ['F002593', 'Chicken, breast, lean flesh, grilled, no added fat', ['1 breast fillet', 150]],
  ['F002647', 'Chicken, drumstick, lean flesh, raw', ['1 drumstick, meat only', 75]],
  ['F002806', 'Chicken, thigh, lean flesh, raw', ['1 thigh fillet', 125]],
  ['F002849', 'Chicken, wing, lean flesh, raw', ['1 wing, meat only', 30]],
  ['F002739', 'Chicken, mince, raw', ['1 cup', 225]],
  ['F002568', 'Chicken, barbecued, with skin', ['1/4 chicken, meat only', 200], ['1 serve', 100]],
  ['F009307', 'Turkey, breast, lean flesh, raw', ['1 breast steak', 150]],
  ['F003632', 'Duck, lean flesh, raw', ['1 breast', 150]],
  ['F009791', 'Kangaroo, steak, as purchased, raw', ['1 steak', 150]],
  ['F000228', 'Bacon, middle rasher, untrimmed, raw', ['1 rasher', 40]],
  ['F000231', 'Bacon, shortcut, as purchased without rind, fried, no added fat', ['1 rasher', 20]],
  ['F004299', 'Ham, leg, lean', ['1 slice', 20]],
  ['F007459', 'Prosciutto', ['1 slice', 15]],
  ['F007818', 'Salami, all varieties, raw', ['1 slice', 10]],
  ['F008112', 'Sausage, beef, raw', ['1 thick sausage', 75], ['1 thin sausage', 50]],
  ['F008107', 'Sausage, beef, grilled, no added fat', ['1 thick sausage', 60]],
  ['F004025', 'Frankfurt, cooked', ['1 frankfurt', 50]],
  ['F008126', 'Sausage, chorizo, uncooked', ['1 chorizo', 125]],
]);

const FISH = measures('fish', [
  ['F000386', 'Barramundi, aquacultured, fillet, raw', ['1 fillet', 180]],
  ['F000402', 'Bassa, fillet, raw', ['1 fillet', 170]],
  ['F001884', 'Bream, fillet, raw', ['1 fillet', 120]],
  ['F003973', 'Flathead, flesh, raw', ['1 fillet', 80]],
  ['F007827', 'Salmon, Atlantic, fillet, raw', ['1 fillet', 180], ['1 portion', 120]],
  ['F007864', 'Salmon, smoked, sliced', ['1 slice', 15]],
  ['F007853', 'Salmon, pink, canned in brine, drained', ['1 small can, drained', 75], ['1 tablespoon', 15]],
  ['F007860', 'Salmon, red, canned in brine, drained', ['1 can, drained', 150]],
  ['F008359', 'Snapper, fillet, raw', ['1 fillet', 150]],
  ['F009163', 'Tilapia, fillet, raw', ['1 fillet', 120]],
  ['F009268', 'Trout, ocean, aquacultured, fillet, without skin, raw', ['1 fillet', 170]],
  ['F009303', 'Tuna, yellowfin, flesh, raw', ['1 steak', 150]],
  [
    'F009285',
    'Tuna, canned in brine, drained',
    ['1 small can, drained', 70],
    ['1 large can, drained', 300],
    ['1 tablespoon', 15],
  ],
  ['F009560', 'Whiting, King George, flesh, raw', ['1 fillet', 90]],
  ['F005268', 'Mackerel, raw', ['1 fillet', 110]],
  ['F007973', 'Sardine, Australian, whole, raw', ['1 sardine', 40]],
  ['F000074', 'Anchovy, canned in oil, drained', ['1 anchovy', 4]],
  ['F003896', 'Fish finger, crumbed, purchased frozen, grilled, no added fat', ['1 fish finger', 25]],
  ['F003950', 'Fish, white flesh, battered, packaged frozen, baked, no added fat', ['1 piece', 100]],
  ['F007432', 'Prawn, flesh, cooked from raw, no added fat', ['1 large prawn, peeled', 15], ['1 cup', 150]],
  ['F007433', 'Prawn, flesh, raw (green)', ['1 king prawn, peeled', 20]],
  ['F008166', 'Scallop, raw', ['1 scallop', 15]],
  ['F008828', 'Squid or calamari, raw', ['1 tube', 100], ['1 ring', 10]],
  ['F005968', 'Mussel, blue, steamed', ['1 mussel, flesh', 8], ['10 mussels, flesh', 80]],
  ['F006289', 'Oyster, Pacific, aquacultured, raw', ['1 oyster', 10], ['1 dozen oysters', 120]],
  ['F003243', 'Crab, flesh, purchased steamed or boiled', ['1 cup', 135]],
  ['F005227', 'Lobster, southern rock, wild, flesh, purchased steamed or boiled', ['1 tail, flesh', 150]],
  ['F006150', 'Octopus, raw', ['1 baby octopus', 40]],
]);

const SNACKS = [
  ...measures(
    'snack',
    [
      ['F007193', 'Potato crisps or chips, plain, salted', ['1 small packet', 45]],
      ['F007201', 'Potato crisps or chips, salt & vinegar flavoured', ['1 small packet', 45]],
      ['F003198', 'Corn chips, plain, toasted, salted', ['1 small packet', 50]],
      ['F000333', 'Bar, muesli, plain or with dried fruit', ['1 bar', 31]],
      ['F000344', 'Bar, muesli, with nuts', ['1 bar', 31]],
      ['F009801', 'Bar, snack, with >55% nuts', ['1 bar', 30]],
      ['F000368', 'Bar, snack, fruit filled, baked', ['1 bar', 37]],
      ['F004248', 'Snack, grain based, extruded, flavoured', ['1 small packet', 20]],
      ['F003802', 'Extruded snack, cheese flavoured', ['1 small packet', 20]],
    ],
    'Label Data',
  ),
  ...measures('snack', [
    ['F007193', 'Potato crisps or chips, plain, salted', ['1 handful', 20], ['1 cup', 28]],
    ['F003198', 'Corn chips, plain, toasted, salted', ['10 chips', 20]],
    ['F006844', 'Popcorn, commercial, butter flavoured, salted', ['1 cup, popped', 10]],
    ['F001152', 'Biscuit, savoury, rice cracker, plain', ['1 cracker', 2], ['10 crackers', 20]],
    ['F001147', 'Biscuit, savoury, rice cake, from brown rice, plain', ['1 rice cake', 9]],
    ['F001115', 'Biscuit, savoury, corn cake, plain, salted', ['1 corn cake', 6]],
    ['F001133', 'Biscuit, savoury, from white wheat flour, water cracker style', ['1 cracker', 4]],
    ['F001129', 'Biscuit, savoury, from white wheat flour, Salada style', ['1 cracker', 8]],
    ['F001137', 'Biscuit, savoury, from wholemeal wheat flour, crispbread', ['1 crispbread', 10]],
    ['F001215', 'Biscuit, sweet, plain', ['1 biscuit', 8]],
    ['F001244', 'Biscuit, sweet, shortbread style, commercial', ['1 biscuit', 15]],
    ['F001170', 'Biscuit, sweet, chocolate chip or coated', ['1 biscuit', 12]],
    [
      'F001234',
      'Biscuit, sweet, sandwich, cream filling, chocolate-coated, tim tam style',
      ['1 biscuit', 18],
    ],
    ['F009804', 'Ball, snack, date based', ['1 ball', 20]],
    [
      'F006081',
      'Nut, almond, with skin, raw, unsalted',
      ['10 almonds', 12],
      ['1 handful', 30],
      ['1 cup', 145],
    ],
    ['F006092', 'Nut, cashew, roasted, unsalted', ['10 cashews', 15], ['1 handful', 30]],
    ['F006109', 'Nut, peanut, without skin, roasted, with oil, salted', ['1 handful', 30], ['1 cup', 145]],
    [
      'F006116',
      'Nut, walnut, raw, unsalted',
      ['1 walnut half', 2],
      ['1 handful', 30],
      ['1 cup, halves', 100],
    ],
    ['F006113', 'Nut, pistachio, raw, unsalted', ['10 kernels', 6], ['1 handful', 30]],
    ['F006099', 'Nut, macadamia, raw, unsalted', ['10 nuts', 25]],
    ['F008215', 'Seed, sunflower', ['1 tablespoon', 10]],
    ['F008212', 'Seed, pumpkin, hulled & dried', ['1 tablespoon', 10]],
  ]),
];

const CONFECTIONERY = [
  ...measures(
    'confectionery',
    [
      ['F000296', 'Bar, honeycomb centre, milk chocolate-coated', ['1 bar', 50]],
      ['F000348', 'Bar, nougat & caramel centre, milk chocolate-coated', ['1 bar', 53]],
      ['F000285', 'Bar, coconut cream centre, milk chocolate-coated', ['1 bar (2 pieces)', 56]],
      ['F000279', 'Bar, cherry & coconut centre, dark chocolate-coated', ['1 bar', 52]],
      ['F003100', 'Confectionery, chocolate centre, sugar-coated', ['1 small packet', 35]],
      ['F004611', 'Jelly crystals, sugar sweetened, all flavours', ['1 packet', 85]],
      ['F004421', 'Ice confection, stick, water-based, various flavours', ['1 icy pole', 70]],
    ],
    'Label Data',
  ),
  ...measures('confectionery', [
    ['F002929', 'Chocolate, milk', ['1 square', 6], ['1 row (6 squares)', 36]],
    ['F002921', 'Chocolate, dark, high cocoa solids', ['1 square', 10]],
    ['F002946', 'Chocolate, white', ['1 square', 6]],
    ['F002939', 'Chocolate, milk, with nuts', ['1 square', 6], ['1 row (6 squares)', 36]],
    ['F002934', 'Chocolate, milk, fondant or caramel filled', ['1 square', 10]],
    ['F003114', 'Confectionery, peanut, chocolate-coated', ['10 pieces', 25]],
    ['F003100', 'Confectionery, chocolate centre, sugar-coated', ['10 pieces', 10]],
    ['F003097', 'Confectionery, almond, chocolate-coated', ['10 pieces', 30]],
    ['F003118', 'Confectionery, sultana, chocolate-coated', ['1 tablespoon', 12], ['1/4 cup', 40]],
    ['F002257', 'Caramels, soft & hard', ['1 caramel', 8]],
    ['F005214', 'Liquorice, black', ['1 piece', 12]],
    ['F005213', 'Liquorice, allsorts', ['1 piece', 10]],
    ['F005235', 'Lolly, hard varieties', ['1 lolly', 5]],
    ['F005236', 'Lolly, jelly varieties', ['1 lolly', 6], ['1 snake', 10]],
    ['F005241', 'Lolly, mint flavoured, sugar sweetened', ['1 mint', 3]],
    ['F005522', 'Meringue, all flavours, commercial', ['1 meringue', 7]],
    ['F004380', 'Honey', ['1 teaspoon', 7, 5], ['1 tablespoon', 28, 20]],
    ['F009052', 'Syrup, maple, pure', ['1 tablespoon', 26, 20]],
    ['F009049', 'Syrup, golden', ['1 tablespoon', 28, 20]],
    ['F004600', 'Jam, berry', ['1 teaspoon', 7], ['1 tablespoon', 20]],
    ['F005421', 'Marmalade, orange', ['1 tablespoon', 20]],
    ['F008777', 'Spread, hazelnut & chocolate flavoured', ['1 tablespoon', 20]],
    ['F008976', 'Sugar, white, granulated or lump', ['1 teaspoon', 4], ['1 tablespoon', 16], ['1 cup', 220]],
    ['F008969', 'Sugar, brown', ['1 teaspoon', 4], ['1 tablespoon', 16], ['1 cup', 200]],
    ['F008980', 'Sugar, white, icing', ['1 tablespoon', 10], ['1 cup', 150]],
  ]),
];

/** Measures of one food from both derivations become one measurement, label sizes first. */
function byKey(list: HouseholdMeasure[]): HouseholdMeasure[] {
  const merged = new Map<string, HouseholdMeasure>();
  for (const measure of list) {
    const existing = merged.get(measure.publicFoodKey);
    if (existing) existing.units.push(...measure.units);
    else merged.set(measure.publicFoodKey, { ...measure, units: [...measure.units] });
  }
  return [...merged.values()];
}

export const HOUSEHOLD_MEASURES: readonly HouseholdMeasure[] = byKey([
  ...FRUIT,
  ...VEGETABLES,
  ...MEAT,
  ...FISH,
  ...SNACKS,
  ...CONFECTIONERY,
]);
