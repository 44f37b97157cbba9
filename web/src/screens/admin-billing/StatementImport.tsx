'use client';

import { formatMoney } from '@oslonac/lang';
import { Button, Notice } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { useRef, useState } from 'react';
import { asProblem, useRuntime } from '../shared/runtime';
import { postForm } from '../therapist/upload';
import { shortId } from './amount';
import { adminBillingMessages } from './messages';
import type { StatementLine } from './types';

const MAX_BYTES = 2 * 1024 * 1024;

/**
 * The bank statement upload: the file goes to the BFF as it is (it decodes UTF-8 or Windows-1250), billing matches
 * each incoming line to a pending IPS payment by its reference, and every line comes back with what happened.
 */
export function StatementImport() {
  const t = useT(adminBillingMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const fileRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [lines, setLines] = useState<StatementLine[] | null>(null);

  const submit = async () => {
    setProblem(null);
    setFileError(null);
    const file = fileRef.current?.files?.[0] ?? null;
    if (!file) return setFileError(t('importFileRequired'));
    if (file.size > MAX_BYTES) return setFileError(t('importFileTooLarge'));
    setPending(true);
    try {
      const data = new FormData();
      data.set('file', file);
      const out = await postForm<{ lines: StatementLine[] }>(
        '/api/v1/admin/payments/statement',
        data,
        t('somethingFailed'),
      );
      setLines(out.lines);
      runtime.refresh();
    } catch (err) {
      const p = asProblem(err, t('somethingFailed'));
      setLines(null);
      setProblem(p.title);
      if (p.fieldErrors?.file) setFileError(p.fieldErrors.file);
    }
    setPending(false);
  };

  const matched = lines?.filter((l) => l.outcome === 'matched').length ?? 0;
  return (
    <section className="s-section o-stack" aria-labelledby="ab-import">
      <h2 id="ab-import">{t('importHeading')}</h2>
      <p id="ab-import-hint" className="s-muted">
        {t('importHint')}
      </p>
      <form
        className="o-stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className={`o-field${fileError ? ' o-field--invalid' : ''}`}>
          <label htmlFor="ab-file" className="o-field__label">
            {t('importFile')}
          </label>
          {fileError ? (
            <p className="o-field__error" id="ab-file-error">
              {fileError}
            </p>
          ) : null}
          <input
            ref={fileRef}
            id="ab-file"
            name="file"
            type="file"
            accept=".csv,text/csv,text/plain"
            aria-describedby={fileError ? 'ab-file-error ab-import-hint' : 'ab-import-hint'}
            aria-invalid={fileError ? true : undefined}
          />
        </div>
        <div className="o-cluster">
          <Button type="submit" loading={pending}>
            {t('importButton')}
          </Button>
        </div>
      </form>
      {problem ? (
        <Notice tone="error" locale={locale}>
          <p>{problem}</p>
        </Notice>
      ) : null}
      {lines ? (
        <>
          <Notice tone="success" locale={locale}>
            <p>{t('importDone', { matched, total: lines.length })}</p>
          </Notice>
          <div className="s-table-wrap">
            <table className="s-table">
              <caption>{t('resultsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('colLine')}</th>
                  <th scope="col">{t('colBookedOn')}</th>
                  <th scope="col">{t('colPayer')}</th>
                  <th scope="col">{t('colReference')}</th>
                  <th scope="col">{t('colAmount')}</th>
                  <th scope="col">{t('colOutcome')}</th>
                  <th scope="col">{t('colPayment')}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((l) => (
                  <tr key={l.line} data-outcome={l.outcome}>
                    <th scope="row">{l.line}</th>
                    <td>{l.bookedOn.split('-').reverse().join('.')}</td>
                    <td>{l.payer || '—'}</td>
                    <td>{l.reference || '—'}</td>
                    <td>{formatMoney(l.amountMinor, 'RSD', locale)}</td>
                    <td>{t(`outcome_${l.outcome}`)}</td>
                    <td>
                      {l.paymentId ? (
                        <a href={`/admin/payments?q=${encodeURIComponent(l.paymentId)}`} title={l.paymentId}>
                          {shortId(l.paymentId)}
                        </a>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
