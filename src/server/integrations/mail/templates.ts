import { z } from 'zod';
import { ROLES, ROLE_LABELS } from '../../../shared/access.ts';
import { APP_NAME, DEFAULT_BRAND_COLOR } from '../../../shared/brand.ts';

/**
 * Every mail the app sends, in one place. A template describes its content once (greeting, paragraphs,
 * an optional button); the plain-text and HTML parts are both rendered from it, and the HTML renderer
 * escapes every value, so no template can forget to.
 */

/** What rendering needs besides the template's own data: links point at the app's public origin. */
export interface MailContext {
  appUrl: string;
}

interface MailContent {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}

/** Method syntax on purpose: it lets any template be handled as MailTemplate<unknown> once its data is parsed. */
export interface MailTemplate<D> {
  /** Checks the data of a stored row, which may have been queued by an older version of the app. */
  data: z.ZodType<D>;
  subject(data: D): string;
  text(data: D, context: MailContext): string;
  html(data: D, context: MailContext): string;
}

function defineTemplate<D>(definition: {
  data: z.ZodType<D>;
  subject(data: D): string;
  content(data: D, context: MailContext): MailContent;
}): MailTemplate<D> {
  return {
    data: definition.data,
    subject: definition.subject,
    text: (data, context) => renderText(definition.content(data, context)),
    html: (data, context) => renderHtml(definition.subject(data), definition.content(data, context)),
  };
}

const greet = (name: string) => `Hi ${name},`;
/** Any http(s) URL: the app's own origin may be a bare host such as localhost or an IP address. */
const link = z.url({ protocol: /^https?$/ });

const definitions = {
  /** SPEC §7 "Mail notify {recipient, subject, message}": `recipient` is the name the message greets. */
  notify: defineTemplate({
    data: z.object({ recipient: z.string(), subject: z.string(), message: z.string() }),
    subject: (d) => d.subject,
    content: (d) => ({ greeting: greet(d.recipient), paragraphs: d.message.split(/\r?\n\s*\r?\n/) }),
  }),

  /** Sent once after a purchase (SPEC §7). */
  thankYou: defineTemplate({
    data: z.object({ firstName: z.string() }),
    subject: () => 'Thank you!',
    content: (d) => ({
      greeting: greet(d.firstName),
      paragraphs: [
        `Thank you for subscribing to ${APP_NAME}.`,
        'Each subscription covers two meals for people in need, through our partnership with a food-rescue charity. Your subscription is already helping.',
      ],
    }),
  }),

  passwordReset: defineTemplate({
    data: z.object({ firstName: z.string(), link }),
    subject: () => `Reset your ${APP_NAME} password`,
    content: (d) => ({
      greeting: greet(d.firstName),
      paragraphs: [
        'We received a request to reset your password. Choose a new one with the button below.',
        'If you did not ask for this, ignore this email: your password stays the same.',
      ],
      action: { label: 'Reset password', url: d.link },
    }),
  }),

  verifyEmail: defineTemplate({
    data: z.object({ firstName: z.string(), link }),
    subject: () => 'Verify your email address',
    content: (d) => ({
      greeting: greet(d.firstName),
      paragraphs: [`Please confirm that this is your email address for ${APP_NAME}.`],
      action: { label: 'Verify email address', url: d.link },
    }),
  }),

  /** To the address an account asked to change to: the address changes only when this link is opened. */
  confirmEmailChange: defineTemplate({
    data: z.object({ firstName: z.string(), link }),
    subject: () => 'Confirm your new email address',
    content: (d) => ({
      greeting: greet(d.firstName),
      paragraphs: [
        `Please confirm that you want to log in to ${APP_NAME} with this email address. Until you do, your account keeps its current address.`,
        'If you did not ask for this, ignore this email: nothing changes.',
      ],
      action: { label: 'Confirm email address', url: d.link },
    }),
  }),

  /** To the old address once a change is confirmed, in case it was not its owner who made it. */
  emailChanged: defineTemplate({
    data: z.object({ firstName: z.string(), newEmail: z.string() }),
    subject: () => 'Your email address was changed',
    content: (d) => ({
      greeting: greet(d.firstName),
      paragraphs: [
        `You now log in to ${APP_NAME} with ${d.newEmail} instead of this address.`,
        'If you did not make this change, contact us at once: someone else may know your password.',
      ],
    }),
  }),

  invite: defineTemplate({
    data: z.object({ inviteId: z.string().min(1), role: z.enum(ROLES) }),
    subject: () => `You are invited to ${APP_NAME}`,
    content: (d, { appUrl }) => ({
      greeting: 'Hello,',
      paragraphs: [
        `You have been invited to join ${APP_NAME} as a ${ROLE_LABELS[d.role]}. Create your account to get started.`,
      ],
      action: {
        label: 'Create your account',
        url: `${appUrl}/register?invite=${encodeURIComponent(d.inviteId)}`,
      },
    }),
  }),

  /** To the professional who added a food (SPEC §6: they get emails on submission and approval). */
  foodSubmitted: defineTemplate({
    data: z.object({ firstName: z.string(), foodName: z.string() }),
    subject: (d) => `Food submitted: ${d.foodName}`,
    content: (d, { appUrl }) => ({
      greeting: greet(d.firstName),
      paragraphs: [
        `Thank you for adding "${d.foodName}". An admin will review it, and we will email you once it is approved.`,
      ],
      action: { label: 'View your foods', url: `${appUrl}/foods` },
    }),
  }),

  foodApproved: defineTemplate({
    data: z.object({ firstName: z.string(), foodName: z.string() }),
    subject: (d) => `Food approved: ${d.foodName}`,
    content: (d, { appUrl }) => ({
      greeting: greet(d.firstName),
      paragraphs: [`Good news: "${d.foodName}" has been approved and is now published.`],
      action: { label: 'View your foods', url: `${appUrl}/foods` },
    }),
  }),

  /** To a dietitian, nutritionist or naturopath whose recipe an admin approved (SPEC §4). */
  recipeApproved: defineTemplate({
    data: z.object({ firstName: z.string(), recipeName: z.string(), recipeId: z.string().min(1) }),
    subject: (d) => `Recipe approved: ${d.recipeName}`,
    content: (d, { appUrl }) => ({
      greeting: greet(d.firstName),
      paragraphs: [`Good news: your recipe "${d.recipeName}" has been approved and is now published.`],
      action: { label: 'View recipe', url: `${appUrl}/recipes/${encodeURIComponent(d.recipeId)}` },
    }),
  }),

  /** To the professional whose meal plan request the admin team approved or rejected (SPEC §4). */
  planRequestDecided: defineTemplate({
    data: z.object({
      firstName: z.string(),
      planName: z.string(),
      planId: z.string().min(1),
      status: z.enum(['approved', 'rejected']),
    }),
    subject: (d) =>
      d.status === 'approved' ? `Your meal plan is ready: ${d.planName}` : `Meal plan request: ${d.planName}`,
    content: (d, { appUrl }) => ({
      greeting: greet(d.firstName),
      paragraphs: [
        d.status === 'approved'
          ? `Good news: our team has finished your requested meal plan "${d.planName}". It is in your meal plans now.`
          : `Our team could not make your requested meal plan "${d.planName}". Please contact support and we will help.`,
      ],
      action: {
        label: 'Open the plan',
        url: `${appUrl}/meal-plans?mealplan=${encodeURIComponent(d.planId)}`,
      },
    }),
  }),
};

export type TemplateName = keyof typeof definitions;
export type TemplateData<T extends TemplateName> = z.infer<(typeof definitions)[T]['data']>;

/** Typed as a mapped type so that `templates[name]` keeps the data type of a generic `name`. */
export const templates: { [T in TemplateName]: MailTemplate<TemplateData<T>> } = definitions;

export interface RenderedMail {
  text: string;
  html: string;
}

export type StoredMailRendering = { ok: true; mail: RenderedMail } | { ok: false; reason: string };

/**
 * Renders the body of an outbox row. The row was written by this code, but possibly by an older version
 * whose template has since been renamed or reshaped; that is reported rather than thrown, because
 * retrying cannot fix it.
 */
export function renderStoredMail(template: string, data: unknown, context: MailContext): StoredMailRendering {
  if (!Object.hasOwn(templates, template))
    return { ok: false, reason: `Unknown mail template "${template}"` };
  const definition: MailTemplate<unknown> = templates[template as TemplateName];
  const parsed = definition.data.safeParse(data);
  if (!parsed.success) {
    return {
      ok: false,
      reason: `Bad data for mail template "${template}": ${z.prettifyError(parsed.error)}`,
    };
  }
  return {
    ok: true,
    mail: { text: definition.text(parsed.data, context), html: definition.html(parsed.data, context) },
  };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function renderText(content: MailContent): string {
  const blocks = [content.greeting, ...content.paragraphs];
  if (content.action) blocks.push(`${content.action.label}: ${content.action.url}`);
  blocks.push(`The ${APP_NAME} team`);
  return `${blocks.join('\n\n')}\n`;
}

/** Table layout and inline styles: many mail clients ignore <style> blocks and flexbox. */
function renderHtml(subject: string, content: MailContent): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${DEFAULT_BRAND_COLOR};color:#ffffff;padding:12px 24px;border-radius:4px;font-weight:bold;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#666666">If the button does not work, open this link: <a href="${escapeHtml(content.action.url)}" style="color:#4a6a00">${escapeHtml(content.action.url)}</a></p>`
    : '';
  return [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f6f0;font-family:Arial,Helvetica,sans-serif;color:#222222">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f0"><tr><td align="center" style="padding:24px 12px">',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-top:6px solid ${DEFAULT_BRAND_COLOR};border-radius:6px">`,
    '<tr><td style="padding:24px 32px">',
    `<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:${DEFAULT_BRAND_COLOR}">${APP_NAME}</p>`,
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    action,
    paragraph(`The ${APP_NAME} team`),
    '</td></tr></table>',
    '</td></tr></table>',
    '</body></html>',
  ].join('\n');
}
