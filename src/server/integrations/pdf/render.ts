import { formatNutrient } from '../../../shared/nutrition/display.ts';
import type { EnergyUnit } from '../../../shared/nutrition/energy-units.ts';
import { NUTRIENT_INFO, NUTRIENT_KEYS } from '../../../shared/nutrition/nutrients.ts';
import { macroEnergyShares, MACROS } from '../../../shared/planning/day-totals.ts';
import { dayName, MEAL_TYPE_LABELS } from '../../../shared/planning/plan-grid.ts';
import { foodNameParts, shopperAmount } from '../../../shared/planning/shopper-amounts.ts';
import type { ClientSafety } from '../../../shared/schemas/safety.ts';
import { formatQuantity, formatServes, formatWeight } from './format.ts';
import { BOLD, INK, Layout, MARGIN, MUTED, REGULAR, RULE } from './layout.ts';
import type {
  DocumentRecipe,
  MealPlanDocument,
  PlanDay,
  RecipeBookDocument,
  RecipeDocument,
} from './model.ts';

/**
 * The three documents of SPEC issue 13: a meal plan (cover, 7-day grid with each day's totals against
 * the target, each recipe once, shopping list), a recipe eBook (cover, contents, one recipe a page) and
 * a single recipe. Pure layout: every figure comes in the model.
 */

export async function renderMealPlan(model: MealPlanDocument): Promise<Buffer> {
  const layout = await Layout.open(model, model.planName);
  cover(layout, {
    title: model.planName,
    clientName: model.clientName,
    description: model.description,
    energyTargetKj: model.energyTargetKj,
    safety: model.clientSafety,
  });
  planGrid(layout, model);
  for (const recipe of model.recipes) recipePage(layout, recipe, model.energyUnit);
  shoppingList(layout, model);
  return layout.end();
}

export async function renderRecipeBook(model: RecipeBookDocument): Promise<Buffer> {
  const layout = await Layout.open(model, model.title);
  cover(layout, {
    title: model.title,
    clientName: model.clientName,
    description: model.description,
    energyTargetKj: null,
    safety: model.clientSafety,
  });
  // The contents come second but need the recipes' page numbers: keep their pages, fill them at the end.
  const firstContentsPage = layout.doc.bufferedPageRange().count;
  const perPage = contentsLinesPerPage(layout);
  const contentsPages = Math.max(1, Math.ceil(model.recipes.length / perPage));
  for (let page = 1; page < contentsPages; page += 1) layout.addPage();
  const pages = model.recipes.map((recipe) => {
    const page = layout.doc.bufferedPageRange().count + 1;
    recipePage(layout, recipe, model.energyUnit);
    return page;
  });
  for (let page = 0; page < contentsPages; page += 1) {
    layout.doc.switchToPage(firstContentsPage + page);
    layout.doc.x = MARGIN;
    layout.doc.y = MARGIN;
    if (page === 0) layout.bandHeading('Contents');
    const slice = model.recipes.slice(page * perPage, (page + 1) * perPage);
    slice.forEach((recipe, index) => contentsLine(layout, recipe.name, pages[page * perPage + index]!));
  }
  layout.doc.switchToPage(layout.doc.bufferedPageRange().count - 1);
  return layout.end();
}

export async function renderRecipe(model: RecipeDocument): Promise<Buffer> {
  const layout = await Layout.open(model, model.recipe.name);
  recipePage(layout, model.recipe, model.energyUnit, { withLogo: true });
  return layout.end();
}

const CONTENTS_LINE = 20;
/** Room for a three-line row of 10 pt text: below this, a row is measured before it is placed. */
const ROW_RESERVE = 45;

function contentsLinesPerPage(layout: Layout): number {
  // Adds the first contents page and measures it.
  layout.addPage();
  const room = layout.bottom - layout.doc.y - 60;
  return Math.max(1, Math.floor(room / CONTENTS_LINE));
}

function contentsLine(layout: Layout, name: string, page: number): void {
  const doc = layout.doc;
  const y = doc.y;
  doc
    .font(REGULAR)
    .fontSize(11)
    .fillColor(INK)
    .text(name, MARGIN, y, { width: layout.width - 50, lineBreak: false, ellipsis: true });
  doc.text(String(page), MARGIN + layout.width - 40, y, { width: 40, align: 'right' });
  doc
    .moveTo(MARGIN, y + CONTENTS_LINE - 5)
    .lineTo(MARGIN + layout.width, y + CONTENTS_LINE - 5)
    .lineWidth(0.4)
    .strokeColor(RULE)
    .stroke();
  doc.y = y + CONTENTS_LINE;
}

interface CoverText {
  title: string;
  clientName: string;
  description: string;
  energyTargetKj: number | null;
  safety?: ClientSafety | undefined;
}

/** Warnings print in a dark red that reads on white and in grey print; the words carry the meaning. */
const WARN = '#a4262c';
/** The sign before each warning (DejaVu Sans has it): text, not colour alone, says what it is. */
const WARN_SIGN = '⚠';

/** The client's record as the cover states it, one line a kind; none when the record is empty. */
function safetyLines(safety: ClientSafety | undefined): string[] {
  if (!safety) return [];
  const kinds: [string, readonly string[]][] = [
    ['Allergies', safety.allergies],
    ['Foods to avoid', safety.avoidWords],
    ['Intolerances', safety.intolerances],
  ];
  return kinds.flatMap(([label, values]) => (values.length > 0 ? [`${label}: ${values.join(', ')}`] : []));
}

/**
 * A framed block of warnings at the current position, the full width: a heading with the sign, then
 * one line each. Measured first, so it starts on the page it fits on.
 */
function warningBlock(layout: Layout, heading: string, lines: readonly string[], size = 10): void {
  if (lines.length === 0) return;
  const { doc } = layout;
  const inner = layout.width - 20;
  doc.font(BOLD).fontSize(size);
  const headingHeight = doc.heightOfString(`${WARN_SIGN} ${heading}`, { width: inner });
  doc.font(REGULAR).fontSize(size);
  const linesHeight = lines.reduce((sum, line) => sum + doc.heightOfString(line, { width: inner }) + 2, 0);
  const height = headingHeight + linesHeight + 16;
  layout.ensureSpace(height + 8);
  const top = doc.y;
  doc.rect(MARGIN, top, layout.width, height).fill('#fdf1f1');
  doc.rect(MARGIN, top, 4, height).fill(WARN);
  doc
    .font(BOLD)
    .fontSize(size)
    .fillColor(WARN)
    .text(`${WARN_SIGN} ${heading}`, MARGIN + 12, top + 7, { width: inner });
  doc.font(REGULAR).fillColor(INK);
  for (const line of lines) {
    doc.text(line, MARGIN + 12, doc.y + 2, { width: inner });
  }
  doc.x = MARGIN;
  doc.y = top + height + 8;
  doc.font(REGULAR).fontSize(10).fillColor(INK);
}

function cover(layout: Layout, text: CoverText): void {
  const { doc, base } = layout;
  layout.addPage();
  const { width, height } = doc.page;
  doc.rect(0, 0, width, 14).fill(layout.brand);
  let y = MARGIN + 10;
  if (base.brand.logo) {
    try {
      doc.image(base.brand.logo, MARGIN, y, { fit: [180, 90] });
      y += 110;
    } catch {
      // A logo pdfkit cannot read leaves the cover without it rather than failing the download.
    }
  }
  const bandTop = Math.max(y + 20, height * 0.3);
  doc.font(BOLD).fontSize(28);
  const titleHeight = doc.heightOfString(text.title, { width: width - MARGIN * 2 - 20 });
  const bandHeight = titleHeight + (text.clientName ? 60 : 40);
  doc.rect(0, bandTop, width, bandHeight).fill(layout.brand);
  doc
    .fillColor(layout.onBrand)
    .text(text.title, MARGIN + 10, bandTop + 20, { width: width - MARGIN * 2 - 20 });
  if (text.clientName) {
    doc
      .font(REGULAR)
      .fontSize(14)
      .text(`For ${text.clientName}`, MARGIN + 10, doc.y + 4, { width: width - MARGIN * 2 - 20 });
  }
  doc.x = MARGIN;
  doc.y = bandTop + bandHeight + 30;
  doc.fillColor(INK).font(REGULAR).fontSize(12);
  if (text.energyTargetKj !== null && text.energyTargetKj > 0) {
    doc
      .font(BOLD)
      .text(`Daily energy target: ${formatNutrient('energyKj', text.energyTargetKj, base.energyUnit)}`, {
        width: layout.width,
      })
      .moveDown(0.8);
  }
  warningBlock(layout, 'Allergies and foods to avoid', safetyLines(text.safety), 11);
  if (text.description.trim()) {
    doc
      .font(REGULAR)
      .fontSize(11)
      .text(text.description.trim(), {
        width: layout.width,
        height: layout.bottom - doc.y - 40,
        ellipsis: true,
      });
  }
  // Below the text area: the bottom margin is lifted so pdfkit does not start another page for it.
  const bottomMargin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Prepared by ${base.brand.preparedBy}`, MARGIN, height - MARGIN - 20, {
      width: layout.width,
      lineBreak: false,
    });
  doc.page.margins.bottom = bottomMargin;
}

/** The 7-day grid on a landscape page: meal types down, days across, each day's totals at the foot. */
function planGrid(layout: Layout, model: MealPlanDocument): void {
  const { doc } = layout;
  layout.addPage('landscape');
  layout.bandHeading('Your 7-day plan', 16);
  const labelWidth = 74;
  const dayWidth = (layout.width - labelWidth) / 7;
  const padding = 4;
  const cellFont = 7.5;
  const unit = model.energyUnit;

  const cellWidth = dayWidth - padding * 2;
  const row = (label: string, cells: GridCell[], options: { bold?: boolean; shade?: boolean } = {}) => {
    const heights = cells.map((cell) => {
      doc.font(options.bold ? BOLD : REGULAR).fontSize(cellFont);
      const height = doc.heightOfString(cell.text, { width: cellWidth });
      return cell.warning
        ? height + 2 + doc.font(BOLD).heightOfString(cell.warning, { width: cellWidth })
        : height;
    });
    doc.font(BOLD);
    heights.push(doc.heightOfString(label, { width: labelWidth - padding * 2 }));
    const height = Math.max(...heights) + padding * 2;
    if (doc.y + height > layout.bottom) {
      layout.addPage('landscape');
      header();
    }
    const top = doc.y;
    if (options.shade) doc.rect(MARGIN, top, layout.width, height).fill('#f4f4f4');
    doc
      .fillColor(INK)
      .font(BOLD)
      .fontSize(cellFont)
      .text(label, MARGIN + padding, top + padding, { width: labelWidth - padding * 2 });
    cells.forEach((cell, index) => {
      const x = MARGIN + labelWidth + index * dayWidth + padding;
      doc
        .font(options.bold ? BOLD : REGULAR)
        .fillColor(INK)
        .text(cell.text, x, top + padding, { width: cellWidth });
      if (cell.warning) {
        doc
          .font(BOLD)
          .fillColor(WARN)
          .text(cell.warning, x, doc.y + 2, { width: cellWidth });
      }
    });
    doc.fillColor(INK);
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + layout.width, top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = top + height;
  };

  const header = () => {
    const top = doc.y;
    doc.rect(MARGIN, top, layout.width, 18).fill(layout.brand);
    doc.fillColor(layout.onBrand).font(BOLD).fontSize(8.5);
    model.days.forEach((day, index) => {
      doc.text(dayName(day.day), MARGIN + labelWidth + index * dayWidth + padding, top + 5, {
        width: dayWidth - padding * 2,
        lineBreak: false,
      });
    });
    doc.y = top + 18;
  };

  header();
  for (const mealType of model.mealTypes) {
    row(
      MEAL_TYPE_LABELS[mealType],
      model.days.map((day) => mealCell(day, mealType, unit)),
    );
  }
  const target = model.energyTargetKj !== null && model.energyTargetKj > 0 ? model.energyTargetKj : null;
  row(
    target ? `Energy (target ${formatNutrient('energyKj', target, unit)})` : 'Energy',
    model.days.map((day) => {
      const energy = formatNutrient('energyKj', day.totals.energyKj, unit);
      return {
        text: target ? `${energy}\n${Math.round((day.totals.energyKj / target) * 100)}% of target` : energy,
      };
    }),
    { bold: true, shade: true },
  );
  for (const macro of MACROS) {
    row(
      NUTRIENT_INFO[macro].label,
      model.days.map((day) => {
        const shares = macroEnergyShares(day.totals);
        return { text: `${formatNutrient(macro, day.totals[macro], unit)} (${shares[macro]}% energy)` };
      }),
      { shade: true },
    );
  }
}

/** A cell of the grid: its text and, for a meal against the client's record, its warning below. */
interface GridCell {
  text: string;
  warning?: string;
}

/** "⚠ Contains Peanuts (Peanut butter)", one line a warning; empty when there is none. */
function warningText(warnings: readonly string[] | undefined): string {
  return (warnings ?? []).map((warning) => `${WARN_SIGN} ${warning}`).join('\n');
}

function mealCell(day: PlanDay, mealType: string, unit: EnergyUnit): GridCell {
  const meal = day.meals.find((candidate) => candidate.mealType === mealType);
  if (!meal) return { text: '–' };
  if (meal.noMeal || meal.recipeName === null) return { text: 'No meal' };
  const serves = meal.serves === 1 ? '' : ` (${formatServes(meal.serves)})`;
  const customised = meal.customised ? 'Customised · ' : '';
  return {
    text: `${meal.recipeName}${serves}\n${customised}${formatNutrient('energyKj', meal.energyKj, unit)}`,
    warning: warningText(meal.warnings),
  };
}

/** A recipe from the top of a page: name, photo beside its nutrition per serve, ingredients, method. */
function recipePage(
  layout: Layout,
  recipe: DocumentRecipe,
  unit: EnergyUnit,
  options: { withLogo?: boolean } = {},
): void {
  const { doc } = layout;
  layout.addPage();
  if (options.withLogo && layout.base.brand.logo) {
    try {
      doc.image(layout.base.brand.logo, MARGIN, MARGIN - 20, { fit: [120, 50] });
      doc.y = MARGIN + 40;
    } catch {
      // Left out, as on the cover.
    }
  }
  layout.bandHeading(recipe.name, 16);
  if (recipe.warnings && recipe.warnings.length > 0) {
    warningBlock(layout, 'Goes against your allergies or foods to avoid', recipe.warnings);
  }
  if (recipe.custom) {
    // A meal's recipe changed for this client: said before anything else, with the professional's note.
    doc
      .font(BOLD)
      .fontSize(10)
      .fillColor(INK)
      .text('Customised for you', MARGIN, doc.y, { width: layout.width });
    if (recipe.custom.note.trim()) {
      doc
        .font(REGULAR)
        .fontSize(9.5)
        .fillColor(MUTED)
        .text(recipe.custom.note.trim(), { width: layout.width });
    }
    doc.fillColor(INK);
    doc.y += 8;
  }
  const top = doc.y;
  const photoWidth = recipe.photo ? Math.min(240, layout.width * 0.48) : 0;
  let photoBottom = top;
  if (recipe.photo) {
    try {
      doc.image(recipe.photo, MARGIN, top, { fit: [photoWidth, 180] });
      photoBottom = top + 180;
    } catch {
      // A photo pdfkit cannot read is left out.
    }
  }
  const sideX = recipe.photo ? MARGIN + photoWidth + 16 : MARGIN;
  const sideWidth = layout.width - (sideX - MARGIN);
  doc.x = sideX;
  doc.y = top;
  doc
    .font(BOLD)
    .fontSize(10)
    .fillColor(INK)
    .text(`Makes ${formatServes(recipe.serves)}`, sideX, top, {
      width: sideWidth,
    });
  doc.moveDown(0.3);
  doc.font(BOLD).fontSize(9).text('Nutrition per serve', { width: sideWidth });
  for (const key of NUTRIENT_KEYS) {
    const y = doc.y + 2;
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(INK)
      .text(NUTRIENT_INFO[key].label, sideX, y, { width: sideWidth / 2 });
    doc.text(formatNutrient(key, recipe.perServe[key], unit), sideX + sideWidth / 2, y, {
      width: sideWidth / 2,
      align: 'right',
    });
    doc
      .moveTo(sideX, doc.y + 1)
      .lineTo(sideX + sideWidth, doc.y + 1)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
  }
  if (recipe.description.trim()) {
    doc.moveDown(0.6);
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(MUTED)
      .text(recipe.description.trim(), sideX, doc.y, {
        width: sideWidth,
        height: Math.max(40, layout.bottom - doc.y - 200),
        ellipsis: true,
      });
  }
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, photoBottom) + 8;

  layout.heading('Ingredients', 12);
  const quantityWidth = 110;
  const gramsWidth = 60;
  for (const ingredient of recipe.ingredients) {
    const amount =
      ingredient.measure === 'g'
        ? formatWeight(ingredient.quantity)
        : `${formatQuantity(ingredient.quantity)} ${ingredient.measure}`;
    const nameWidth = layout.width - quantityWidth - gramsWidth;
    doc.font(REGULAR).fontSize(10);
    // Measured (a second layout of the text) only near the foot of a page, where the row might not fit:
    // an ingredient's row is never split across pages.
    if (doc.y + ROW_RESERVE > layout.bottom) {
      const height = Math.max(
        doc.heightOfString(ingredient.foodName, { width: nameWidth }),
        doc.font(BOLD).heightOfString(amount, { width: quantityWidth - 6 }),
      );
      layout.ensureSpace(height + 4);
    }
    const y = doc.y;
    doc
      .font(BOLD)
      .fillColor(INK)
      .text(amount, MARGIN, y, { width: quantityWidth - 6 });
    let end = doc.y;
    doc.font(REGULAR).text(ingredient.foodName, MARGIN + quantityWidth, y, { width: nameWidth });
    end = Math.max(end, doc.y);
    if (ingredient.measure !== 'g') {
      doc.fillColor(MUTED).text(formatWeight(ingredient.grams), MARGIN + layout.width - gramsWidth, y, {
        width: gramsWidth,
        align: 'right',
      });
    }
    doc.fillColor(INK);
    doc.y = end + 4;
  }
  if (recipe.methods.length > 0) {
    layout.heading('Method', 12);
    recipe.methods.forEach((step, index) => {
      doc.font(REGULAR).fontSize(10);
      // A step starts on the page it fits on, unless it is longer than a page (measured near the foot only).
      if (doc.y + 200 > layout.bottom) {
        const height = doc.heightOfString(step, { width: layout.width - 24 });
        layout.ensureSpace(Math.min(height, 200) + 4);
      }
      const y = doc.y;
      doc.font(BOLD).fillColor(layout.onBrand === '#ffffff' ? layout.brand : INK);
      doc.text(`${index + 1}.`, MARGIN, y, { width: 20 });
      doc
        .font(REGULAR)
        .fillColor(INK)
        .text(step, MARGIN + 24, y, { width: layout.width - 24 });
      doc.y += 4;
    });
  }
  doc.x = MARGIN;
}

/**
 * The planner's shopping list, as the screen shows it: by aisle, each food with a box to tick, its name
 * (the food before the first comma in bold), what to buy and a second reading of it.
 */
function shoppingList(layout: Layout, model: MealPlanDocument): void {
  const { doc } = layout;
  layout.addPage();
  layout.bandHeading('Shopping list', 16);
  const leftOff = model.shoppingLeftOff ?? 0;
  if (leftOff > 0) {
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(MUTED)
      .text(
        `${leftOff === 1 ? '1 food is' : `${leftOff} foods are`} left off: ${leftOff === 1 ? 'it goes' : 'they go'} against your allergies or foods to avoid (see the meals' warnings).`,
        { width: layout.width },
      );
    doc.fillColor(INK);
    doc.y += 4;
  }
  if (model.shopping.length === 0) {
    if (leftOff === 0) doc.font(REGULAR).fontSize(10).fillColor(MUTED).text('The plan has no meals yet.');
    return;
  }
  const customised = model.customisedMeals ?? 0;
  if (customised > 0) {
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(MUTED)
      .text(
        `Includes ${customised === 1 ? '1 meal' : `${customised} meals`} customised for you: their own ingredients are counted.`,
        { width: layout.width },
      );
    doc.fillColor(INK);
    doc.y += 4;
  }
  const amountWidth = 110;
  const nameWidth = layout.width - amountWidth - 8;
  for (const group of model.shopping) {
    // An aisle heading is never left alone at the foot of a page.
    layout.ensureSpace(50);
    layout.heading(group.aisle, 11);
    for (const item of group.items) {
      doc.font(REGULAR).fontSize(9.5);
      const reading = shopperAmount(item);
      const amount = reading.amount;
      const note = [reading.note, item.customised ? 'includes a customised meal' : '']
        .filter(Boolean)
        .join(' · ');
      const { head, rest } = foodNameParts(item.foodName);
      if (doc.y + ROW_RESERVE > layout.bottom) {
        const height = doc.heightOfString(item.foodName, { width: nameWidth - 12 }) + (note ? 12 : 0);
        layout.ensureSpace(height + 3);
      }
      const y = doc.y;
      doc
        .rect(MARGIN, y + 1.5, 7, 7)
        .lineWidth(0.6)
        .strokeColor(MUTED)
        .stroke();
      doc
        .font(BOLD)
        .fillColor(INK)
        .text(rest ? `${head},` : head, MARGIN + 12, y, { width: nameWidth - 12, continued: rest !== '' });
      if (rest) doc.font(REGULAR).text(` ${rest}`);
      // A second reading of the amount ("about 3 × medium") under the name, as on screen.
      if (note) {
        doc
          .font(REGULAR)
          .fontSize(8)
          .fillColor(MUTED)
          .text(note, MARGIN + 12, doc.y, { width: nameWidth - 12 });
      }
      const end = doc.y;
      doc
        .font(BOLD)
        .fontSize(9.5)
        .fillColor(INK)
        .text(amount, MARGIN + layout.width - amountWidth, y, { width: amountWidth, align: 'right' });
      doc.font(REGULAR);
      doc.y = Math.max(end, doc.y) + 3;
    }
  }
}
