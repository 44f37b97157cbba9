'use client';

import { Card } from '@oslonac/web';
import { useT } from '@oslonac/web/i18n';
import { EmailLinkForm, PasswordSignInForm, SignUpForm } from '../auth/LoginForms';
import { bookingMessages } from './messages';

/**
 * Signing in or up without leaving the booking: the account forms of /app/login, each returning to `next`
 * (this page with the chosen time) once the visitor is signed in.
 */
export function InlineSignIn({ next }: { next: string }) {
  const t = useT(bookingMessages);
  return (
    <div className="o-stack">
      <Card title={t('signInPasswordHeading')} headingLevel={4}>
        <PasswordSignInForm next={next} />
      </Card>
      <Card title={t('signInLinkHeading')} headingLevel={4} tone="muted">
        <EmailLinkForm next={next} />
      </Card>
      <Card title={t('signUpHeading')} headingLevel={4} tone="muted">
        <p>{t('signUpText')}</p>
        <SignUpForm next={next} />
      </Card>
    </div>
  );
}
