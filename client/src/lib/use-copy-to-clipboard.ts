// Copies a link and says so: 'Copied!' on the button for 2 seconds (copied indicators
// last 2 s), an optional success toast, and the caller's failure toast when the browser refuses.
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';

export const COPIED_INDICATOR_MS = 2000;

interface CopyMessages {
  /** e.g. 'Failed to copy URL'. */
  failure: string;
  /** The 'Copied!' toast's description; no toast when absent. */
  success?: string;
}

export function useCopyToClipboard(messages: CopyMessages) {
  const [copiedText, setCopiedText] = useState<string | null>(null);

  useEffect(() => {
    if (!copiedText) return;
    const timer = setTimeout(() => setCopiedText(null), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copiedText]);

  async function copy(text: string) {
    try {
      // Missing outside secure contexts (plain http on a LAN address): reported as a failure.
      await navigator.clipboard.writeText(text);
    } catch {
      toast({ title: messages.failure, variant: 'destructive' });
      return;
    }
    setCopiedText(text);
    if (messages.success) {
      toast({ title: 'Copied!', description: messages.success, variant: 'success' });
    }
  }

  return { copiedText, copy };
}
