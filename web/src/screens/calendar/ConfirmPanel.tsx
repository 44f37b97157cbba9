'use client';

import { Button, type ButtonVariant } from '@oslonac/web';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

/**
 * A button that opens a step asking to confirm. While the step is open the trigger is gone, so focus moves
 * into the step; closing it puts focus back on the trigger, so keyboard users keep their place.
 */
export function useConfirmStep(): {
  open: boolean;
  show(): void;
  hide(): void;
  triggerRef: RefObject<HTMLButtonElement | null>;
} {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) triggerRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return { open, show: () => setOpen(true), hide: () => setOpen(false), triggerRef };
}

export function ConfirmPanel({
  title,
  children,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'danger',
  pending = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  confirmVariant?: ButtonVariant;
  pending?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const ref = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <fieldset ref={ref} className="o-fieldset cal-confirm" tabIndex={-1}>
      <legend className="o-fieldset__legend cal-confirm__title">{title}</legend>
      {children}
      <div className="o-cluster">
        <Button type="button" variant={confirmVariant} size="small" loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button type="button" variant="quiet" size="small" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </fieldset>
  );
}
