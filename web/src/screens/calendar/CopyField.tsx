'use client';

import { Button, TextField } from '@oslonac/web';
import { useT } from '@oslonac/web/i18n';
import { useRef, useState } from 'react';
import { calendarMessages } from './messages';

/** A link to hand on: read-only, selected on focus, with a copy button whose result is announced. */
export function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const t = useT(calendarMessages);
  const input = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setResult('copied');
    } catch {
      // Clipboard access can be refused (insecure origin, permissions): the text is selected instead.
      input.current?.select();
      setResult('failed');
    }
  };

  return (
    <div className="cal-copy">
      <TextField
        ref={input}
        name={id}
        id={id}
        label={label}
        value={value}
        readOnly
        spellCheck={false}
        className="cal-copy__input"
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="o-cluster">
        <Button type="button" variant="secondary" size="small" onClick={() => void copy()}>
          {t('copy')}
        </Button>
        <span role="status" className="s-muted">
          {result === 'copied' ? t('copied') : result === 'failed' ? t('copyFailed') : ''}
        </span>
      </div>
    </div>
  );
}
