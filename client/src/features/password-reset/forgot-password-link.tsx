// 'Forgot your password?' on the sign-in card. The dialog behind it (and the dialog library) is
// fetched on first use, not with /auth: most visits never open it. Hovering or focusing the link
// starts the download, so the dialog is usually there by the time of the click.
import { lazy, Suspense, useState } from 'react';
import { focusRing } from '@/components/ui/focus-ring';

const loadDialog = () => import('./forgot-password-dialog');
const ForgotPasswordDialog = lazy(loadDialog);

export function ForgotPasswordLink() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className={`rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline ${focusRing}`}
      >
        Forgot your password?
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
