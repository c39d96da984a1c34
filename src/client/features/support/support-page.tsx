import { TitledPage } from '../../components/layout/titled-page.tsx';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Send } from 'lucide-react';
import { isAllowed, PROFESSIONALS, type RoleList } from '../../../shared/access.ts';
import { messages } from '../../../shared/messages.ts';
import { ZSupportMessageInput } from '../../../shared/schemas/support.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextAreaField } from '../../components/ui/form-fields.tsx';
import { validate, type FieldErrors } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import { formCallbacks } from '../../components/mutation-toasts.ts';

interface Answer {
  question: string;
  answer: ReactNode;
  /** Who the answer is for; everyone when absent. */
  roles?: RoleList;
}

const ANSWERS: readonly Answer[] = [
  {
    question: 'How do I change my password or e-mail address?',
    answer: (
      <>
        Open <Link to="/profile">Profile</Link>: the Account section changes both. A new e-mail address is
        used once you confirm it from the mail we send.
      </>
    ),
  },
  {
    question: 'How do I find the recipes I saved?',
    answer: (
      <>
        On <Link to="/recipes?view=saved">Recipes</Link>, choose Saved. The bookmark on a recipe saves or
        unsaves it.
      </>
    ),
  },
  {
    question: 'How is my daily energy target worked out?',
    answer: (
      <>
        From your age, height, weight, activity and goal on <Link to="/goal">Goal</Link>. You may also set
        your own target there.
      </>
    ),
    roles: ['member'],
  },
  {
    question: 'How do I share a meal plan with a client?',
    answer: (
      <>
        Open the plan on <Link to="/meal-plans">Meal Plans</Link> and download its PDF, or copy its eBook
        link: the client needs no account to open it.
      </>
    ),
    roles: PROFESSIONALS,
  },
  {
    question: 'What happens when I run out of meal slots or download credits?',
    answer: (
      <>
        Your plans stay readable. <Link to="/subscription">Subscription</Link> shows what you have and how to
        get more.
      </>
    ),
    roles: PROFESSIONALS,
  },
  {
    question: 'Can I use the app on my phone?',
    answer:
      'Yes: open it in your phone’s browser and use Install app in the header, or add it to your home screen.',
  },
];

/** Support (SPEC §2, every role): short answers to common questions, and a message to the team. */
export function SupportPage() {
  const user = useCurrentUser();
  const answers = ANSWERS.filter((a) => !a.roles || isAllowed(user.role, a.roles));
  return (
    <TitledPage
      width="list"
      title="Support"
      description="Answers to common questions, and a way to reach us."
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
        <section aria-labelledby="faq-heading" className="grid gap-3">
          <h2 id="faq-heading" className="text-xl font-semibold text-neutral-900">
            Common questions
          </h2>
          {answers.map((item) => (
            <details
              key={item.question}
              className="group rounded-xl border border-neutral-200 bg-white px-4 py-3 open:pb-4"
            >
              <summary className="cursor-pointer font-medium text-neutral-900 marker:text-brand-600">
                {item.question}
              </summary>
              <p className="mt-2 text-sm text-neutral-700 [&_a]:font-medium [&_a]:text-accent-700 [&_a]:underline">
                {item.answer}
              </p>
            </details>
          ))}
        </section>
        <ContactCard email={user.email} />
      </div>
    </TitledPage>
  );
}

function ContactCard({ email }: { email: string }) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState(false);
  const send = trpc.support.send.useMutation(
    formCallbacks(setErrors, () => {
      setSubject('');
      setMessage('');
      setSent(true);
    }),
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(ZSupportMessageInput, { subject, message });
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) send.mutate(checked.data);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Send us a message</CardTitle>
        <CardDescription>
          We answer by e-mail, at {email}. Your account details are sent with it, so there is no need to add
          them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit} noValidate className="grid gap-4">
          <Field
            label="Subject"
            name="subject"
            value={subject}
            maxLength={150}
            error={errors.subject ?? null}
            onChange={(event) => {
              setSubject(event.target.value);
              setSent(false);
            }}
          />
          <TextAreaField
            label="Message"
            id="support-message"
            name="message"
            rows={7}
            maxLength={5000}
            value={message}
            error={errors.message ?? null}
            onChange={(event) => {
              setMessage(event.target.value);
              setSent(false);
            }}
            placeholder="What happened, and what you expected"
          />
          {sent ? (
            <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
              {messages.supportMessageSent}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={send.isPending}>
              <Send aria-hidden />
              Send message
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
