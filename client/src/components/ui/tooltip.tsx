// A small tooltip: opens 700 ms after the pointer rests on, or keyboard focus reaches, its trigger
// (spec 9), closes on leave, blur or Escape. The trigger gets the id to be described by it.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export const TOOLTIP_DELAY_MS = 700;

interface TooltipProps {
  content: ReactNode;
  /** Renders the trigger, one focusable element, given the tooltip's id for aria-describedby. */
  children: (describedBy: string) => ReactNode;
}

export function Tooltip({ content, children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  return (
    <span
      className="relative block"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {children(id)}
      <span
        id={id}
        role="tooltip"
        hidden={!open}
        className="absolute bottom-full left-0 z-30 mb-1 w-max max-w-48 rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow-lg"
      >
        {content}
      </span>
    </span>
  );
}
