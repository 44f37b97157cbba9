'use client';

import { Button, Checkbox, Form, FormError, Notice, RadioGroup, TextAreaField } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { type FormEvent, useState } from 'react';
import { useRuntime } from '../shared/runtime';
import { useSubmit } from '../shared/useSubmit';
import { therapistMessages } from './messages';

const TEXT_MAX = 2000;

/**
 * A client's review of a therapist, for the public profile page to embed. The service decides eligibility
 * (a completed session) and refuses a second review; its answer is shown as it comes.
 */
export function ReviewForm({
  profileId,
  therapistName,
  headingLevel = 2,
}: {
  profileId: string;
  therapistName: string;
  /** 3 inside a card that has its own title (the dashboard's and the session end screen's prompt). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const t = useT(therapistMessages);
  const locale = useLocale();
  const runtime = useRuntime();
  const [rating, setRating] = useState('');
  const [text, setText] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useSubmit<'review-rating' | 'review-text' | 'review-anonymous'>(t('somethingFailed'), {
    rating: 'review-rating',
    text: 'review-text',
    anonymous: 'review-anonymous',
  });

  if (sent) {
    return (
      <Notice tone="success" locale={locale}>
        <p>{t('reviewSent')}</p>
      </Notice>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await form.submit(
      {
        'review-rating': rating ? null : t('ratingRequired'),
        'review-text': [...text.trim()].length > TEXT_MAX ? t('reviewTextTooLong') : null,
      },
      () =>
        runtime.api('/api/v1/reviews', {
          method: 'POST',
          body: { profileId, rating: Number(rating), text: text.trim(), anonymous },
        }),
    );
    if (result.ok) setSent(true);
  };

  return (
    <section className="o-stack" aria-labelledby="review-title">
      <Heading id="review-title">{t('reviewTitle', { name: therapistName })}</Heading>
      <p>{t('reviewLead')}</p>
      <Form className="o-stack" onSubmit={onSubmit} noValidate>
        <FormError errors={form.errors} message={form.message} />
        <RadioGroup
          name="rating"
          id="review-rating"
          legend={t('rating')}
          required
          inline
          value={rating}
          onChange={(e) => setRating(e.target.value)}
          error={form.errors['review-rating']}
          options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t('ratingOption', { count: n }) }))}
        />
        <TextAreaField
          name="text"
          id="review-text"
          label={t('reviewText')}
          hint={t('reviewTextHint')}
          rows={5}
          maxLength={TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={form.errors['review-text']}
        />
        <Checkbox
          name="anonymous"
          id="review-anonymous"
          label={t('anonymous')}
          hint={t('anonymousHint')}
          checked={anonymous}
          onChange={(e) => setAnonymous(e.target.checked)}
        />
        <div>
          <Button type="submit" loading={form.pending}>
            {t('submitReview')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
