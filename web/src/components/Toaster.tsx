'use client';

import type { Locale } from '@oslonac/lang';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { getT } from '../i18n/messages';
import { useLocale } from '../i18n/provider';
import { cx } from './cx';
import { kitMessages } from './messages';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastInput {
  message: ReactNode;
  title?: ReactNode;
  tone?: ToastTone;
  /** Milliseconds before it closes by itself; 0 keeps it until closed. Errors default to 0: they must be read. */
  duration?: number;
}

export interface ToastItem extends Required<Pick<ToastInput, 'tone' | 'duration'>> {
  id: string;
  message: ReactNode;
  title?: ReactNode;
}

export interface ToastApi {
  show(toast: ToastInput | string): string;
  dismiss(id: string): void;
}

const DEFAULT_DURATION = 8000;
const MAX_TOASTS = 4;

const ToastContext = createContext<ToastApi | null>(null);

/** The API of the nearest Toaster. Throws outside one, because a toast nobody can see is a silent bug. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <Toaster>');
  return api;
}

export interface ToastProps {
  tone?: ToastTone;
  title?: ReactNode;
  children?: ReactNode;
  onDismiss?: () => void;
  locale?: Locale;
}

/** One toast, as drawn; Toaster places it in the right live region. */
export function Toast({ tone = 'info', title, children, onDismiss, locale }: ToastProps) {
  const contextLocale = useLocale();
  const t = getT(kitMessages, locale ?? contextLocale);
  return (
    <div className={cx('o-toast', `o-toast--${tone}`)}>
      <div className="o-toast__body">
        {title ? <p className="o-toast__title">{title}</p> : null}
        <div className="o-toast__message">{children}</div>
      </div>
      {onDismiss ? (
        <button
          type="button"
          className="o-toast__close"
          onClick={onDismiss}
          aria-label={t('closeNotification')}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}

function TimedToast({
  item,
  onDismiss,
  locale,
}: {
  item: ToastItem;
  onDismiss: (id: string) => void;
  locale: Locale;
}) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (item.duration <= 0 || paused) return;
    const timer = setTimeout(() => onDismiss(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.duration, item.id, paused, onDismiss]);
  // Reading takes time: the countdown stops while the pointer or keyboard focus is on the toast.
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pausing on hover is a courtesy, not a control
    <div
      className="o-toaster__item"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Toast tone={item.tone} title={item.title} locale={locale} onDismiss={() => onDismiss(item.id)}>
        {item.message}
      </Toast>
    </div>
  );
}

export interface ToasterProps {
  children?: ReactNode;
  /** Toasts to show from the first render (for example a flash message the server set before a redirect). */
  initial?: readonly ToastInput[];
  locale?: Locale;
}

function toItem(input: ToastInput | string, id: string): ToastItem {
  const toast = typeof input === 'string' ? { message: input } : input;
  const tone = toast.tone ?? 'info';
  return {
    id,
    tone,
    message: toast.message,
    title: toast.title,
    duration: toast.duration ?? (tone === 'error' ? 0 : DEFAULT_DURATION),
  };
}

/**
 * Provides useToast() to its children and renders the two live regions once, empty, so that toasts added
 * later are announced: errors assertively (role=alert), everything else politely (role=status).
 */
export function Toaster({ children, initial = [], locale }: ToasterProps) {
  const contextLocale = useLocale();
  const toastLocale = locale ?? contextLocale;
  const counter = useRef(0);
  const [toasts, setToasts] = useState<ToastItem[]>(() =>
    initial.map((toast, i) => toItem(toast, `initial-${i}`)),
  );

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((x) => x.id !== id)), []);
  const show = useCallback((input: ToastInput | string) => {
    counter.current += 1;
    const item = toItem(input, `toast-${counter.current}`);
    setToasts((list) => [...list, item].slice(-MAX_TOASTS));
    return item.id;
  }, []);
  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  const polite = toasts.filter((x) => x.tone !== 'error');
  const assertive = toasts.filter((x) => x.tone === 'error');

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="o-toaster">
        <div className="o-toaster__region" role="status" aria-live="polite">
          {polite.map((item) => (
            <TimedToast key={item.id} item={item} onDismiss={dismiss} locale={toastLocale} />
          ))}
        </div>
        <div className="o-toaster__region" role="alert" aria-live="assertive">
          {assertive.map((item) => (
            <TimedToast key={item.id} item={item} onDismiss={dismiss} locale={toastLocale} />
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}
