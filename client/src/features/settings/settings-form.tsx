// A card's form: its fields, then a Save button that reads 'Saving...' and waits while the
// save is under way. noValidate: the schema's messages show inline, not the browser's bubbles.
import { LoaderCircle } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface SettingsFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  children: ReactNode;
}

export function SettingsForm({ onSubmit, saving, children }: SettingsFormProps) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <div className="space-y-5">{children}</div>
      <div className="mt-6 flex justify-end border-t border-slate-100 pt-4">
        <Button type="submit" disabled={saving}>
          {saving && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
