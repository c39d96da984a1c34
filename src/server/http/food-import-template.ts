import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { access, isAllowed } from '../../shared/access.ts';
import { messages } from '../../shared/messages.ts';
import { buildFoodTemplate } from '../modules/food-imports/food-template.ts';
import type { UploadActor } from './uploads.ts';

export interface FoodImportTemplateOptions {
  /** The signed-in user of the request, or null (the app wires its session lookup here). */
  getActor(req: FastifyRequest, reply: FastifyReply): Promise<UploadActor | null>;
}

export const FOOD_TEMPLATE_PATH = '/api/food-imports/template';
export const FOOD_TEMPLATE_FILE_NAME = 'food-import-template.xlsx';

/**
 * `GET /api/food-imports/template`: the food template of Upload Excel as an .xlsx download, for the
 * admins who may import foods. A plain route because a file download is not a tRPC answer.
 */
export const foodImportTemplateRoutes: FastifyPluginAsync<FoodImportTemplateOptions> = async (
  app,
  { getActor },
) => {
  app.get(FOOD_TEMPLATE_PATH, async (req, reply) => {
    const actor = await getActor(req, reply);
    if (!actor) {
      return reply
        .code(401)
        .send({ error: 'Unauthorized', messageKey: 'notLoggedIn', message: messages.notLoggedIn });
    }
    if (!isAllowed(actor.role, access.excel)) {
      return reply
        .code(403)
        .send({ error: 'Forbidden', messageKey: 'notAllowed', message: messages.notAllowed });
    }
    return reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="${FOOD_TEMPLATE_FILE_NAME}"`)
      .header('Cache-Control', 'private, no-store')
      .send(await buildFoodTemplate());
  });
};
