import { describe, expect, it } from 'vitest';
import { renderStoredMail, templates, type TemplateData, type TemplateName } from './templates.ts';

const context = { appUrl: 'https://mealplanner.example' };

/** One sample per template; the type makes a new template without a sample fail to compile. */
const samples: { [T in TemplateName]: TemplateData<T> } = {
  notify: {
    recipient: 'Dana',
    subject: 'New meal plan request',
    message: 'A client asked for a plan.\n\nPlease review it.',
  },
  thankYou: { firstName: 'Ana' },
  passwordReset: { firstName: 'Ana', link: 'https://mealplanner.example/confirm-reset-password?code=abc123' },
  verifyEmail: { firstName: 'Ana', link: 'https://mealplanner.example/verify-email?code=abc123' },
  confirmEmailChange: { firstName: 'Ana', link: 'https://mealplanner.example/profile?confirmEmail=abc123' },
  emailChanged: { firstName: 'Ana', newEmail: 'ana.new@example.test' },
  invite: { inviteId: 'inv_42', role: 'dietitian' },
  foodSubmitted: { firstName: 'Dee', foodName: 'Quinoa, cooked' },
  foodApproved: { firstName: 'Dee', foodName: 'Quinoa, cooked' },
  recipeApproved: { firstName: 'Dee', recipeName: 'Lentil soup', recipeId: 'r-7' },
  planRequestDecided: { firstName: 'Dee', planName: 'Week one', planId: 'p-7', status: 'approved' },
};

function render<T extends TemplateName>(name: T, data: TemplateData<T>) {
  const template = templates[name];
  return {
    subject: template.subject(data),
    text: template.text(data, context),
    html: template.html(data, context),
  };
}

describe('mail templates', () => {
  it.each(Object.keys(samples) as TemplateName[])(
    '%s has a subject, a plain-text part and a branded HTML part',
    (name) => {
      const mail = render(name, samples[name] as never);
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.text.trim()).not.toBe('');
      expect(mail.text).not.toMatch(/<[a-z]/i);
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.html).toContain('#97c81f');
    },
  );

  it('thanks a buyer with exactly "Thank you!", by first name, and explains the two donated meals', () => {
    const mail = render('thankYou', { firstName: 'Ana' });
    expect(mail.subject).toBe('Thank you!');
    expect(mail.text.startsWith('Hi Ana,')).toBe(true);
    expect(mail.html).toContain('Hi Ana,');
    expect(mail.text).toMatch(/each subscription covers two meals for people in need/i);
    expect(mail.text).toMatch(/food-rescue charity/);
  });

  it('sends the generic notification with its own subject and message, greeting the recipient', () => {
    const mail = render('notify', samples.notify);
    expect(mail.subject).toBe('New meal plan request');
    expect(mail.text).toContain('Hi Dana,\n\nA client asked for a plan.\n\nPlease review it.');
    expect(mail.html).toContain('>A client asked for a plan.</p>');
  });

  it('invites to the registration link with the invite id, naming the role', () => {
    const mail = render('invite', { inviteId: 'inv_42', role: 'personal_trainer' });
    expect(mail.text).toContain('https://mealplanner.example/register?invite=inv_42');
    expect(mail.html).toContain('href="https://mealplanner.example/register?invite=inv_42"');
    expect(mail.text).toContain('Health & Fitness Professional');
  });

  it('puts the reset and verification links in both parts', () => {
    for (const name of ['passwordReset', 'verifyEmail', 'confirmEmailChange'] as const) {
      const mail = render(name, samples[name]);
      expect(mail.text).toContain(samples[name].link);
      expect(mail.html).toContain(`href="${samples[name].link}"`);
    }
  });

  it('links an approved recipe to its page', () => {
    const mail = render('recipeApproved', samples.recipeApproved);
    expect(mail.subject).toBe('Recipe approved: Lentil soup');
    expect(mail.text).toContain('https://mealplanner.example/recipes/r-7');
  });

  it('escapes what users typed, so it shows as text and cannot inject markup', () => {
    const mail = render('notify', {
      recipient: 'Bob "the builder" <b>',
      subject: '<img src=x onerror=alert(1)>',
      message: `<script>alert('x')</script> & more`,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more');
    expect(mail.html).toContain('Hi Bob &quot;the builder&quot; &lt;b&gt;,');
    expect(mail.text).toContain(`<script>alert('x')</script> & more`);

    const food = render('foodApproved', { firstName: 'Dee', foodName: 'Fish & "chips" <fried>' });
    expect(food.html).toContain('Fish &amp; &quot;chips&quot; &lt;fried&gt;');
  });

  it('refuses a stored mail whose template no longer exists or whose data does not fit', () => {
    expect(renderStoredMail('welcomeBack', {}, context)).toEqual({
      ok: false,
      reason: 'Unknown mail template "welcomeBack"',
    });
    expect(renderStoredMail('toString', {}, context).ok).toBe(false);
    const bad = renderStoredMail('passwordReset', { firstName: 'Ana', link: 'javascript:alert(1)' }, context);
    expect(bad.ok).toBe(false);
    expect(renderStoredMail('thankYou', { firstName: 'Ana' }, context)).toMatchObject({ ok: true });
  });

  it('accepts links to an app served from a bare host or an IP address', () => {
    for (const link of [
      'http://localhost:3000/verify-email?code=a1',
      'http://127.0.0.1:3000/verify-email?code=a1',
    ]) {
      expect(renderStoredMail('verifyEmail', { firstName: 'Ana', link }, context)).toMatchObject({
        ok: true,
      });
    }
  });
});
