'use client';

import { useT } from '@oslonac/web/i18n';
import type { CallState } from './call-state';
import { sessionMessages } from './messages';

const LEVEL_KEY = { good: 'qualityGood', medium: 'qualityMedium', poor: 'qualityPoor' } as const;

/** Quality in words and bars (not colour alone), with the measured delay and loss for those who want them. */
export function QualityIndicator({ quality }: { quality: CallState['quality'] }) {
  const t = useT(sessionMessages);
  const level = quality?.level ?? null;
  const sample = quality?.sample;
  const details =
    sample && sample.rttMs !== null
      ? t('qualityDetails', {
          rtt: sample.rttMs,
          loss: Math.round((sample.packetLossPercent ?? 0) * 10) / 10,
        })
      : t('qualityDetailsUnknown');
  const bars = level === 'good' ? 3 : level === 'medium' ? 2 : level === 'poor' ? 1 : 0;
  return (
    <div
      className={`s-call-quality s-call-quality--${level ?? 'unknown'}`}
      data-testid="connection-quality"
      data-level={level ?? 'unknown'}
    >
      <span className="s-call-quality__bars" aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <span
            key={n}
            className={n <= bars ? 's-call-quality__bar s-call-quality__bar--on' : 's-call-quality__bar'}
          />
        ))}
      </span>
      <span>
        <span className="s-call-quality__label">{level ? t(LEVEL_KEY[level]) : t('qualityUnknown')}</span>{' '}
        <span className="s-muted s-call-quality__details">{details}</span>
      </span>
    </div>
  );
}
