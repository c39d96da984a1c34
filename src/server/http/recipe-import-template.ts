import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { access, isAllowed } from '../../shared/access.ts';
import { messages } from '../../shared/messages.ts';
import { buildRecipeTemplate } from '../modules/recipe-imports/recipe-template.ts';
import type { UploadActor } from './uploads.ts';

export interface RecipeImportTemplateOptions {
  /** The signed-in user of the request, or null (the app wires its session lookup here). */
  getActor(req: FastifyRequest, reply: FastifyReply): Promise<UploadActor | null>;
}

export const RECIPE_TEMPLATE_PATH = '/api/recipe-imports/template';
export const RECIPE_TEMPLATE_FILE_NAME = 'recipe-import-template.xlsx';

/**
 * `GET /api/recipe-imports/template`: the recipe template of Import recipes as an .xlsx download, for the
 * admins who may import recipes. A plain route because a file download is not a tRPC answer.
 */
export const recipeImportTemplateRoutes: FastifyPluginAsync<RecipeImportTemplateOptions> = async (
  app,
  { getActor },
) => {
  app.get(RECIPE_TEMPLATE_PATH, async (req, reply) => {
    const actor = await getActor(req, reply);
    if (!actor) {
      return reply
        .code(401)
        .send({ error: 'Unauthorized', messageKey: 'notLoggedIn', message: messages.notLoggedIn });
    }
    if (!isAllowed(actor.role, access.importRecipes)) {
      return reply
        .code(403)
        .send({ error: 'Forbidden', messageKey: 'notAllowed', message: messages.notAllowed });
    }
    return reply
      .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="${RECIPE_TEMPLATE_FILE_NAME}"`)
      .header('Cache-Control', 'private, no-store')
      .send(await buildRecipeTemplate());
  });
};
