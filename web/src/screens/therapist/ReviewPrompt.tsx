'use client';

import { Card } from '@oslonac/web';
import { useLocale, useT } from '@oslonac/web/i18n';
import { serbian } from '../catalog/labels';
import { therapistMessages } from './messages';
import { ReviewForm } from './ReviewForm';

/**
 * After a completed session: "Kako je prošla sesija?" with the review form. For the dashboard and the session
 * page's end screen. The therapists service decides eligibility (a completed session as the client) and refuses a
 * second review of the same therapist; the form shows its answer as it comes.
 */
export function ReviewPrompt({ profileId, therapistName }: { profileId: string; therapistName: string }) {
  const t = useT(therapistMessages);
  const locale = useLocale();
  const name = serbian(therapistName, locale);
  return (
    <Card title={t('reviewPromptTitle')} className="s-section" data-testid="review-prompt">
      <p>{t('reviewPromptText')}</p>
      <ReviewForm profileId={profileId} therapistName={name} headingLevel={3} />
    </Card>
  );
}
