'use client';

import { Button, Checkbox, Form, FormError, Notice, TextAreaField, TextField } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useRuntime } from '../shared/runtime';
import { useSubmit } from '../shared/useSubmit';
import { adminTherapistMessages } from './messages';

/**
 * Approve with the checklist of what was verified, or send back with a reason the therapist will read.
 * `open` says the profile waits for a decision; otherwise `children` (what the page shows for a decided profile)
 * is shown. The component stays mounted while the page refreshes after a decision, so the outcome notice
 * stays in front of the admin instead of vanishing when the refreshed profile no longer waits.
 */
export function VerificationForms({
  profileId,
  open,
  children,
}: {
  profileId: string;
  open: boolean;
  children?: ReactNode;
}) {
  const t = useT(adminTherapistMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [degree, setDegree] = useState(false);
  const [licence, setLicence] = useState('');
  const [association, setAssociation] = useState('');
  const [supervision, setSupervision] = useState(false);
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const approveForm = useSubmit<'v-degree' | 'v-licence' | 'v-association' | 'v-note'>(t('somethingFailed'), {
    degreeChecked: 'v-degree',
    licenceNumber: 'v-licence',
    association: 'v-association',
    note: 'v-note',
  });
  const rejectForm = useSubmit<'v-reason'>(t('somethingFailed'), { reason: 'v-reason' });
  const base = `/api/v1/admin/therapists/${encodeURIComponent(profileId)}`;

  const approve = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await approveForm.submit({ 'v-degree': degree ? null : t('degreeRequired') }, () =>
      runtime.api(`${base}/approve`, {
        method: 'POST',
        body: {
          degreeChecked: degree,
          licenceNumber: licence.trim(),
          association: association.trim(),
          supervisionChecked: supervision,
          note: note.trim(),
        },
      }),
    );
    if (result.ok) {
      setDone(t('approved'));
      runtime.refresh();
    }
  };

  const reject = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await rejectForm.submit({ 'v-reason': reason.trim() ? null : t('reasonRequired') }, () =>
      runtime.api(`${base}/reject`, { method: 'POST', body: { reason: reason.trim() } }),
    );
    if (result.ok) {
      setDone(t('rejected'));
      runtime.refresh();
    }
  };

  if (done) {
    return (
      <>
        <Notice tone="success" locale={locale}>
          <p>{done}</p>
        </Notice>
        {open ? null : children}
      </>
    );
  }
  if (!open) return children;

  return (
    <div className="o-stack">
      <section className="o-stack" aria-labelledby="approve-title">
        <h3 id="approve-title">{t('approveTitle')}</h3>
        <p>{t('approveLead')}</p>
        <Form className="o-stack" onSubmit={approve} noValidate>
          <FormError errors={approveForm.errors} message={approveForm.message} />
          <Checkbox
            name="degreeChecked"
            id="v-degree"
            label={t('degreeChecked')}
            hint={t('degreeCheckedHint')}
            required
            checked={degree}
            onChange={(e) => setDegree(e.target.checked)}
            error={approveForm.errors['v-degree']}
          />
          <TextField
            name="licenceNumber"
            id="v-licence"
            label={t('licenceNumber')}
            maxLength={80}
            autoComplete="off"
            value={licence}
            onChange={(e) => setLicence(e.target.value)}
            error={approveForm.errors['v-licence']}
          />
          <TextField
            name="association"
            id="v-association"
            label={t('association')}
            hint={t('associationHint')}
            maxLength={120}
            value={association}
            onChange={(e) => setAssociation(e.target.value)}
            error={approveForm.errors['v-association']}
          />
          <Checkbox
            name="supervisionChecked"
            id="v-supervision"
            label={t('supervisionChecked')}
            hint={t('supervisionHint')}
            checked={supervision}
            onChange={(e) => setSupervision(e.target.checked)}
          />
          <TextAreaField
            name="note"
            id="v-note"
            label={t('note')}
            hint={t('noteHint')}
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={approveForm.errors['v-note']}
          />
          <div>
            <Button type="submit" loading={approveForm.pending}>
              {t('approve')}
            </Button>
          </div>
        </Form>
      </section>

      <section className="o-stack s-danger-zone" aria-labelledby="reject-title">
        <h3 id="reject-title">{t('rejectTitle')}</h3>
        <p>{t('rejectLead')}</p>
        <Form className="o-stack" onSubmit={reject} noValidate>
          <FormError errors={rejectForm.errors} message={rejectForm.message} />
          <TextAreaField
            name="reason"
            id="v-reason"
            label={t('reason')}
            hint={t('reasonHint')}
            required
            rows={4}
            maxLength={1000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={rejectForm.errors['v-reason']}
          />
          <div>
            <Button type="submit" variant="danger" loading={rejectForm.pending}>
              {t('reject')}
            </Button>
          </div>
        </Form>
      </section>
    </div>
  );
}
