import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  FOOD_REPORTS_PAGE_SIZE,
  type ZFoodReportListInput,
  type ZFoodReportPage,
} from '../../../shared/schemas/foods.ts';
import type { Database } from '../../db/client.ts';
import { foodReports, foods, users } from '../../db/schema/index.ts';

type FoodReportPage = z.infer<typeof ZFoodReportPage>;

/** The admin's Reports screen: pending or resolved food reports, newest first, 20 a page. */
export async function listFoodReports(
  db: Database,
  input: z.output<typeof ZFoodReportListInput>,
): Promise<FoodReportPage> {
  const page = input.cursor ?? 1;
  const where = eq(foodReports.status, input.status);
  const [items, total] = await Promise.all([
    db
      .select({
        id: foodReports.id,
        foodId: foodReports.foodId,
        foodName: foods.name,
        message: foodReports.message,
        status: foodReports.status,
        // A reporter whose account was deleted leaves the report behind without a name.
        reportedBy: sql<
          string | null
        >`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
        createdAt: foodReports.createdAt,
        resolvedAt: foodReports.resolvedAt,
      })
      .from(foodReports)
      .innerJoin(foods, eq(foods.id, foodReports.foodId))
      .leftJoin(users, eq(users.id, foodReports.userId))
      .where(where)
      .orderBy(desc(foodReports.createdAt), desc(foodReports.id))
      .limit(FOOD_REPORTS_PAGE_SIZE)
      .offset((page - 1) * FOOD_REPORTS_PAGE_SIZE),
    db.$count(foodReports, where),
  ]);
  return { items, total, nextCursor: page * FOOD_REPORTS_PAGE_SIZE < total ? page + 1 : null };
}
