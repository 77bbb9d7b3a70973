// A small tooltip: opens 700 ms after the pointer rests on, or keyboard focus reaches, its trigger,
// closes on leave, blur or Escape. The trigger gets the id to be described by it. It is
// placed above the trigger in fixed position, kept inside the viewport, so a tooltip near the
// screen's edge never makes a phone scroll sideways.
import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';

export const TOOLTIP_DELAY_MS = 700;
const MAX_WIDTH_PX = 192;
const MARGIN_PX = 8;

interface TooltipProps {
  content: ReactNode;
  /** Renders the trigger, one focusable element, given the tooltip's id for aria-describedby. */
  children: (describedBy: string) => ReactNode;
}

export function Tooltip({ content, children }: TooltipProps) {
  const id = useId();
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (event: SyntheticEvent<HTMLElement>) => {
    const anchor = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const rect = anchor.getBoundingClientRect();
      const widest = window.innerWidth - MAX_WIDTH_PX - MARGIN_PX;
      setPosition({ left: Math.max(MARGIN_PX, Math.min(rect.left, widest)), top: rect.top });
    }, TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setPosition(null);
  };

  return (
    <span
      className="block"
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
        hidden={!position}
        style={position ? { left: position.left, top: position.top } : undefined}
        className="fixed z-50 w-max max-w-48 -translate-y-full rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow-lg"
      >
        {content}
      </span>
    </span>
  );
}
