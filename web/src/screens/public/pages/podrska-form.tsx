'use client';

import {
  Button,
  EmailField,
  Form,
  FormError,
  Notice,
  SelectField,
  TextAreaField,
  TextField,
} from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { type FormEvent, useActionState, useEffect, useState } from 'react';
import { useRuntime } from '../../shared/runtime';
import { useSubmit } from '../../shared/useSubmit';
import { supportLabels } from '../../support/labels';
import { SUPPORT_LIMITS, SUPPORT_TOPICS } from '../../support/types';
import {
  checkSupportForm,
  EMPTY_SUPPORT_STATE,
  type SupportField,
  type SupportFormState,
  type SupportFormValues,
} from './podrska-check';
import { supportFormMessages } from './podrska-messages';

/** The server action behind the form when JavaScript does not run: it sends, or answers with what went wrong. */
export type SupportFormAction = (state: SupportFormState, form: FormData) => Promise<SupportFormState>;

const ID: Record<SupportField, string> = {
  name: 'support-name',
  email: 'support-email',
  topic: 'support-topic',
  message: 'support-message',
};
type FieldId = (typeof ID)[SupportField];

/**
 * The /podrska contact form. With JavaScript it sends through POST /api/v1/support/tickets and stays on the
 * page; without it the same form posts to a server action, which sends the same request and comes back here
 * with a confirmation or with the problems and what was typed. A signed-in person's account is attached by
 * the server from their session, never by the form.
 */
export function SupportForm({
  action,
  prefill,
  sent: sentOnLoad,
}: {
  action: SupportFormAction;
  /** Name and address of a signed-in person, so they need not type them. */
  prefill: { name: string; email: string };
  /** The no-JavaScript path came back with ?poslato=1. */
  sent: boolean;
}) {
  const t = useT(supportFormMessages);
  const labels = useT(supportLabels);
  const locale = useLocale();
  const runtime = useRuntime();
  const [state, formAction] = useActionState(action, EMPTY_SUPPORT_STATE);
  const start = state.values ?? { ...prefill, topic: '', message: '' };
  const [values, setValues] = useState<SupportFormValues>(start);
  const [website, setWebsite] = useState('');
  const [sent, setSent] = useState(sentOnLoad);
  const [usedScript, setUsedScript] = useState(false);
  // Without JavaScript the browser's own checks (required, lengths, e-mail shape) guard the post; once this
  // script runs it checks with the messages below instead.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const form = useSubmit<FieldId>(t('failed'), ID);

  const set = (field: SupportField) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setUsedScript(true);
    setSent(false);
    const local = checkSupportForm(values);
    const result = await form.submit(
      Object.fromEntries(
        Object.entries(local).map(([field, key]) => [ID[field as SupportField], t(key)]),
      ) as Partial<Record<FieldId, string>>,
      () =>
        runtime.api('/api/v1/support/tickets', {
          method: 'POST',
          body: {
            name: values.name.trim(),
            email: values.email.trim(),
            topic: values.topic,
            message: values.message.trim(),
            ...(website ? { website } : {}),
          },
        }),
    );
    if (result.ok) {
      setSent(true);
      setValues((v) => ({ ...v, topic: '', message: '' }));
    }
  };

  // Until the first send with JavaScript, what the server action said (if anything) is what to show.
  const errors: Partial<Record<FieldId, string>> = usedScript
    ? form.errors
    : Object.fromEntries(Object.entries(state.errors).map(([f, key]) => [ID[f as SupportField], t(key)]));
  const problem = usedScript ? form.message : state.problem ? t(state.problem) : null;

  return (
    <section className="s-section" aria-labelledby="kontakt">
      <h2 id="kontakt">{t('formTitle')}</h2>
      <p>{t('formLead')}</p>
      {sent ? (
        <Notice tone="success" locale={locale} title={t('sentTitle')}>
          <p>{t('sentText')}</p>
        </Notice>
      ) : null}
      <Form className="o-stack" action={formAction} onSubmit={onSubmit} noValidate={hydrated}>
        <FormError errors={errors} message={problem} />
        <TextField
          name="name"
          id={ID.name}
          label={t('nameLabel')}
          hint={t('nameHint')}
          autoComplete="name"
          required
          maxLength={SUPPORT_LIMITS.nameMax}
          value={values.name}
          onChange={set('name')}
          error={errors[ID.name]}
        />
        <EmailField
          name="email"
          id={ID.email}
          label={t('emailLabel')}
          hint={t('emailHint')}
          required
          maxLength={SUPPORT_LIMITS.emailMax}
          value={values.email}
          onChange={set('email')}
          error={errors[ID.email]}
        />
        <SelectField
          name="topic"
          id={ID.topic}
          label={t('topicLabel')}
          placeholder={t('topicPlaceholder')}
          required
          options={SUPPORT_TOPICS.map((topic) => ({ value: topic, label: labels(`topic_${topic}`) }))}
          value={values.topic}
          onChange={set('topic')}
          error={errors[ID.topic]}
        />
        <TextAreaField
          name="message"
          id={ID.message}
          label={t('messageLabel')}
          hint={t('messageHint')}
          required
          minLength={SUPPORT_LIMITS.messageMin}
          maxLength={SUPPORT_LIMITS.messageMax}
          rows={8}
          value={values.message}
          onChange={set('message')}
          error={errors[ID.message]}
        />
        {/* The honeypot: out of sight and out of the tab order, so only a bot fills it in. */}
        <div className="o-visually-hidden" aria-hidden="true">
          <label htmlFor="support-website">{t('honeypotLabel')}</label>
          <input
            id="support-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(e) => setWebsite(e.target.value)}
          />
        </div>
        <div>
          <Button type="submit" loading={form.pending}>
            {t('submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
