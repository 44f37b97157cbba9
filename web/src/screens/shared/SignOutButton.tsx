'use client';

import { Button } from '@oslonac/web';
import { useT } from '@oslonac/web/i18n';
import { useState } from 'react';
import { commonMessages } from './messages';
import { useRuntime } from './runtime';

/** Ends this session and reloads the home page, so nothing of the account stays on screen. */
export function SignOutButton() {
  const t = useT(commonMessages);
  const runtime = useRuntime();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const signOut = async () => {
    setPending(true);
    setFailed(false);
    try {
      await runtime.api('/api/v1/auth/signout', { method: 'POST', body: {} });
      runtime.navigate('/', { reload: true });
    } catch {
      setPending(false);
      setFailed(true);
    }
  };

  return (
    <>
      <Button variant="secondary" size="small" loading={pending} onClick={signOut}>
        {t('signOut')}
      </Button>
      {failed ? (
        <span className="s-inline-error" role="alert">
          {t('signOutFailed')}
        </span>
      ) : null}
    </>
  );
}
