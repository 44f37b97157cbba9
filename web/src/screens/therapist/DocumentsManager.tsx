'use client';

import { HOME_TIME_ZONE } from '@oslonac/lang';
import { Button, Form, FormError, Notice, SelectField } from '@oslonac/web';
import { formatDate, useLocale, useT } from '@oslonac/web/i18n';
import { type FormEvent, useRef, useState } from 'react';
import { asProblem, useRuntime } from '../shared/runtime';
import { useSubmit } from '../shared/useSubmit';
import { DOCUMENT_KIND_LABEL, fileSize } from './labels';
import { therapistMessages } from './messages';
import { DOCUMENT_KIND_ORDER, DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, type OwnDocument } from './types';
import { postForm } from './upload';

/**
 * Upload, list, download and delete verification documents. Downloads are plain links (the browser sends
 * the session cookie); the BFF answers them as attachments.
 */
export function DocumentsManager({
  documents,
  headingLevel = 2,
}: {
  documents: readonly OwnDocument[];
  headingLevel?: 2 | 3;
}) {
  const t = useT(therapistMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [kind, setKind] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const form = useSubmit<'doc-kind' | 'doc-file'>(t('somethingFailed'), {
    kind: 'doc-kind',
    file: 'doc-file',
  });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const file = fileRef.current?.files?.[0] ?? null;
    let fileError: string | null = null;
    if (!file) fileError = t('fileRequired');
    else if (file.size > DOCUMENT_MAX_BYTES) fileError = t('fileTooLarge');
    else if (file.type && !(DOCUMENT_TYPES as readonly string[]).includes(file.type))
      fileError = t('fileWrongType');
    const result = await form.submit(
      { 'doc-kind': kind ? null : t('kindRequired'), 'doc-file': fileError },
      () => {
        const data = new FormData();
        data.set('kind', kind);
        data.set('file', file as File);
        return postForm<{ document: OwnDocument }>(
          '/api/v1/me/therapist/documents',
          data,
          t('somethingFailed'),
        );
      },
    );
    if (result.ok) {
      setNotice({ tone: 'success', text: t('uploaded', { name: result.value.document.fileName }) });
      setKind('');
      if (fileRef.current) fileRef.current.value = '';
      runtime.refresh();
    }
  };

  const remove = async (doc: OwnDocument) => {
    if (!window.confirm(t('deleteConfirm', { name: doc.fileName }))) return;
    setBusy(doc.id);
    setNotice(null);
    try {
      await runtime.api(`/api/v1/me/therapist/documents/${encodeURIComponent(doc.id)}`, {
        method: 'DELETE',
        body: {},
      });
      setNotice({ tone: 'success', text: t('deleted', { name: doc.fileName }) });
      runtime.refresh();
    } catch (err) {
      setNotice({ tone: 'error', text: asProblem(err, t('somethingFailed')).title });
    }
    setBusy(null);
  };

  const fileError = form.errors['doc-file'];
  return (
    <div className="o-stack">
      <section className="o-stack" aria-labelledby="doc-upload-title">
        <Heading id="doc-upload-title">{t('uploadTitle')}</Heading>
        <Form className="o-stack" onSubmit={onSubmit} noValidate encType="multipart/form-data">
          <FormError errors={form.errors} message={form.message} />
          <SelectField
            name="kind"
            id="doc-kind"
            label={t('uploadKind')}
            required
            placeholder={t('uploadKindChoose')}
            options={DOCUMENT_KIND_ORDER.map((k) => ({ value: k, label: t(DOCUMENT_KIND_LABEL[k]) }))}
            value={kind}
            onChange={(e) => setKind(e.target.value)}
            error={form.errors['doc-kind']}
          />
          <div className={`o-field${fileError ? ' o-field--invalid' : ''}`}>
            <label className="o-field__label" htmlFor="doc-file">
              {t('uploadFile')}
            </label>
            <div className="o-field__hint" id="doc-file-hint">
              {t('uploadFileHint')}
            </div>
            {fileError ? (
              <p className="o-field__error" id="doc-file-error">
                {fileError}
              </p>
            ) : null}
            <input
              ref={fileRef}
              type="file"
              id="doc-file"
              name="file"
              required
              accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
              aria-describedby={fileError ? 'doc-file-error doc-file-hint' : 'doc-file-hint'}
              aria-invalid={fileError ? true : undefined}
            />
          </div>
          <div>
            <Button type="submit" variant="secondary" loading={form.pending}>
              {t('upload')}
            </Button>
          </div>
        </Form>
      </section>

      {notice ? (
        <Notice tone={notice.tone} locale={locale}>
          <p>{notice.text}</p>
        </Notice>
      ) : null}

      <section className="o-stack" aria-labelledby="doc-list-title">
        <Heading id="doc-list-title">{t('listTitle')}</Heading>
        {documents.length === 0 ? (
          <p>{t('noDocuments')}</p>
        ) : (
          <div className="s-table-wrap">
            <table className="s-table">
              <caption className="o-visually-hidden">{t('listTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('colName')}</th>
                  <th scope="col">{t('colKind')}</th>
                  <th scope="col">{t('colSize')}</th>
                  <th scope="col">{t('colUploaded')}</th>
                  <th scope="col">{t('colActions')}</th>
                </tr>
              </thead>
              <tbody>
                {documents.map((doc) => (
                  <tr key={doc.id}>
                    <th scope="row">{doc.fileName}</th>
                    <td>{t(DOCUMENT_KIND_LABEL[doc.kind])}</td>
                    <td>{fileSize(doc.sizeBytes, locale)}</td>
                    <td>{doc.uploadedAt ? formatDate(doc.uploadedAt, HOME_TIME_ZONE, locale) : ''}</td>
                    <td>
                      <div className="t-actions">
                        <a
                          href={`/api/v1/me/therapist/documents/${encodeURIComponent(doc.id)}`}
                          download={doc.fileName}
                          aria-label={t('downloadLabel', { name: doc.fileName })}
                        >
                          {t('download')}
                        </a>
                        <Button
                          type="button"
                          variant="quiet"
                          size="small"
                          loading={busy === doc.id}
                          aria-label={t('deleteLabel', { name: doc.fileName })}
                          onClick={() => void remove(doc)}
                        >
                          {t('delete')}
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
