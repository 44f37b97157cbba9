'use client';

import { Button, Notice } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { useState } from 'react';
import { useAnnounce } from '../shared/ActionOutcomes';
import { asProblem, useRuntime } from '../shared/runtime';
import { emailMessages } from './messages';

/**
 * "Pošalji ponovo" for a dead mail. identity puts it back in the queue; the success is said above the list
 * (ActionOutcomes), because this row's button is gone once the list refreshes. A refusal stays beside the button.
 */
export function ResendMail({ mailId, recipient }: { mailId: string; recipient: string }) {
  const t = useT(emailMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const announce = useAnnounce();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const resend = async () => {
    setPending(true);
    setProblem(null);
    try {
      await runtime.api(`/api/v1/admin/emails/${encodeURIComponent(mailId)}/resend`, {
        method: 'POST',
        body: {},
      });
      announce(t('resendDone'));
      runtime.refresh();
    } catch (err) {
      setProblem(asProblem(err, t('somethingFailed')).title);
    }
    setPending(false);
  };

  return (
    <div className="o-stack">
      {problem ? (
        <Notice tone="error" locale={locale}>
          <p>{problem}</p>
        </Notice>
      ) : null}
      <div>
        <Button
          type="button"
          size="small"
          variant="secondary"
          loading={pending}
          aria-label={t('resendLabel', { recipient: recipient || t('recipientGone') })}
          onClick={() => void resend()}
        >
          {t('resend')}
        </Button>
      </div>
    </div>
  );
}
