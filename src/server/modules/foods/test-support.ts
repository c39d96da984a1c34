import type { FoodInput } from '../../../shared/schemas/foods.ts';

export {
  signedIn,
  useTestEnvironment as useFoodsTestEnvironment,
} from '../../../../tests/support/test-environment.ts';

/** Test helpers of the foods module. */

/** What the food editor sends, with plausible values; override any field. */
export function foodInput(overrides: Partial<FoodInput> = {}): FoodInput {
  return {
    name: 'Lentil and walnut patty',
    categoryId: null,
    alternateWords: '',
    defaultMeasurement: 'gram',
    defaultWeight: 100,
    nutrients: {
      energyKj: 1000,
      protein: 10,
      fat: 10,
      carbohydrate: 27,
      sugars: 5,
      fibre: 3,
      sodium: 100,
    },
    portions: [],
    tags: [],
    dietFlags: [],
    tagsSetBy: 'rules',
    ...overrides,
  };
}
