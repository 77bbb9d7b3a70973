// 'Your data': download everything the organization holds, and delete the organization after
// typing its name. The export sits first, so nobody deletes before they could keep a copy.
import { Database, Download, LoaderCircle, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { messageResponse } from '@shared/validators/generated/wire';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useForgetSignedInUser } from '@/lib/forget-signed-in-user';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useOrganizationSettings } from './use-organization-settings';

const EXPORT_URL = '/api/organization/export';

function useDeleteOrganization() {
  const forget = useForgetSignedInUser();
  return useMutation({
    mutationFn: (confirmName: string) =>
      apiRequest('DELETE', '/api/organization', messageResponse, { confirmName }),
    onSuccess: () => {
      forget();
      toast({ title: 'Organization deleted', description: 'Every schedule and account is gone.' });
    },
  });
}

export function OrganizationDataCard() {
  const headingId = useId();
  const name = useOrganizationSettings().data?.businessName ?? '';
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteOrganization();
  const matches = typed.trim() === name.trim() && name !== '';

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Database aria-hidden className="size-5" />
        </span>
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Your Data
          </h2>
          <p className="text-sm text-slate-600">
            Download everything {name || 'your organization'} holds, or delete it for good.
          </p>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <a className={buttonClasses('outline')} href={`${EXPORT_URL}.json`} download>
          <Download aria-hidden className="size-4" />
          Export JSON
        </a>
        <a className={buttonClasses('outline')} href={`${EXPORT_URL}.csv`} download>
          <Download aria-hidden className="size-4" />
          Export CSV
        </a>
      </div>
      <p className="mt-2 text-xs text-slate-500">
        Each export lists its row counts and a SHA-256 checksum, so you can check it is whole.
      </p>
      <div className="mt-6 border-t border-slate-100 pt-5">
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden className="size-4" />
          Delete organization
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTyped('');
        }}
      >
        <DialogContent
          title="Delete organization?"
          description={`This deletes ${name}: every shift, request, notification and account, for everyone, at once. It cannot be undone. Export your data first if you may need it.`}
        >
          <form
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (matches) remove.mutate(typed);
            }}
          >
            <div className="space-y-1.5">
              <Label htmlFor="delete-organization-name">Type {name} to confirm</Label>
              <Input
                id="delete-organization-name"
                autoComplete="off"
                value={typed}
                aria-describedby={remove.isError ? 'delete-organization-error' : undefined}
                onChange={(event) => setTyped(event.target.value)}
              />
              <FieldError id="delete-organization-error" message={remove.error?.message} />
            </div>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
                {remove.isPending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
                Delete forever
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
