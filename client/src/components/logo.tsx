// The Shynk mark (same drawing as public/icon.svg) and its wordmark.
import clsx from 'clsx';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={clsx('size-10 shrink-0', className)}>
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <rect x="14" y="18" width="36" height="32" rx="5" fill="none" stroke="#fff" strokeWidth="4" />
      <path d="M14 28h36M24 13v9M40 13v9" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path
        d="m24 39 5 5 11-11"
        fill="none"
        stroke="#5eead4"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <div className={clsx('flex items-center gap-3', className)}>
      {/* On the dark panel a faint ring keeps the teal mark from melting into the background. */}
      <LogoMark className={inverted ? 'rounded-[22%] ring-1 ring-white/30' : undefined} />
      <span
        className={clsx(
          'text-2xl font-bold tracking-tight',
          inverted ? 'text-white' : 'text-slate-900',
        )}
      >
        Shynk
      </span>
    </div>
  );
}
