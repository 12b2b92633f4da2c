import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import './tooltip.css';

export interface TooltipProps {
  /** The button's accessible name, e.g. 'About GVWR'. */
  label: string;
  /** The popover's text; it is also the button's accessible description. */
  content: ReactNode;
  /** What the button shows; a small 'i' mark unless given. */
  children?: ReactNode;
  className?: string;
}

/**
 * A toggletip: a button with an accessible name whose popover (role tooltip) describes it. The popover
 * shows on hover, focus and click, stays while the pointer is over it, and Escape hides it first, before
 * any dialog around it closes. It is always in the page (hidden when closed) so the description is read.
 * It is placed in the viewport (fixed), so a scrolling panel or table around it does not clip it.
 */
export function Tooltip({ label, content, children, className }: TooltipProps) {
  const popoverId = useId();
  const [open, setOpen] = useState(false);
  const focused = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (!open) return undefined;
    const place = () => placePopover(triggerRef.current, popoverRef.current);
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open]);
  useEffect(() => {
    if (!open) return undefined;
    // Window capture runs before a modal's document listener, so Escape closes this and not the dialog.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [open]);
  return (
    <span
      className={['rv-tooltip', open ? 'rv-tooltip--open' : '', className].filter(Boolean).join(' ')}
      onMouseEnter={() => setOpen(true)} onMouseLeave={() => !focused.current && setOpen(false)}
    >
      <button
        ref={triggerRef} type="button" className="rv-tooltip__trigger" aria-label={label} aria-describedby={popoverId} aria-expanded={open}
        onFocus={() => { focused.current = true; setOpen(true); }} onBlur={() => { focused.current = false; setOpen(false); }}
        onClick={() => setOpen(true)}
      >
        {children ?? <span aria-hidden="true">i</span>}
      </button>
      <span ref={popoverRef} id={popoverId} role="tooltip" className="rv-tooltip__popover">{content}</span>
    </span>
  );
}

/** Gap between the button and the popover, and the popover and the viewport's edge, in px. */
const GAP = 6;
const EDGE = 8;

/** Below the button (above it when there is no room below), kept inside the viewport's width. */
function placePopover(trigger: HTMLElement | null, popover: HTMLElement | null): void {
  if (!trigger || !popover) return;
  const button = trigger.getBoundingClientRect();
  const { offsetWidth: width, offsetHeight: height } = popover;
  const left = Math.max(EDGE, Math.min(button.left, window.innerWidth - width - EDGE));
  const below = button.bottom + GAP;
  const above = button.top - GAP - height;
  const top = below + height > window.innerHeight - EDGE && above >= EDGE ? above : below;
  popover.style.left = `${Math.round(left)}px`;
  popover.style.top = `${Math.round(top)}px`;
}
