import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { ModalSize } from '@rv/domain/content';
import { useRenderedOnceOpen } from './use-rendered-once-open';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose(): void;
  size?: ModalSize;
  children: ReactNode;
  /** Hide the title visually but keep it as the dialog's name. */
  hideTitle?: boolean;
  /**
   * Once opened, keep the content in the page while closed (hidden, out of the accessibility tree), so a
   * reopening shows it without building it again: for a large dialog a visitor opens and closes often.
   */
  keepMounted?: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal dialog: closes on Escape and the close button, traps focus, returns focus on close. */
export function Modal({ open, title, onClose, size = 'standard', children, hideTitle, keepMounted = false }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const renderedOnce = useRenderedOnceOpen(open);
  // The latest onClose, read when a key or click needs it: a parent passing a new function on each render
  // must not re-run the open effect, whose cleanup and setup would move focus out of the dialog and back
  // to its first control while the visitor is typing in another.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    dialog?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open]);

  if (!open && !(keepMounted && renderedOnce)) return null;
  return createPortal(
    <div className="rv-modal__backdrop" hidden={!open} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialogRef} className={`rv-modal rv-modal--${size}`} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="rv-modal__header">
          <h2 id={titleId} className={hideTitle ? 'rv-visually-hidden' : 'rv-modal__title'}>{title}</h2>
          <button type="button" className="rv-modal__close" onClick={onClose} aria-label="Close">×</button>
        </div>
        <div className="rv-modal__body">{children}</div>
      </div>
    </div>,
    document.getElementById('rv-modal-root') ?? document.body,
  );
}
