// Copies an invitation link and says so: a toast, and 'Copied!' on the button for 2 seconds
// (spec 9: copied indicators last 2 s).
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';

export const COPIED_INDICATOR_MS = 2000;

export function useCopyInvitationUrl() {
  const [copiedUrl, setCopiedUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!copiedUrl) return;
    const timer = setTimeout(() => setCopiedUrl(null), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copiedUrl]);

  async function copy(url: string) {
    try {
      // Missing outside secure contexts (plain http on a LAN address): reported as a failure.
      await navigator.clipboard.writeText(url);
    } catch {
      toast({ title: 'Failed to copy URL', variant: 'destructive' });
      return;
    }
    setCopiedUrl(url);
    toast({
      title: 'Copied!',
      description: 'Invitation URL copied to clipboard',
      variant: 'success',
    });
  }

  return { copiedUrl, copy };
}
