// 'Create kiosk': a name and a location; then the kiosk's one-time link to open on the tablet.
import { useState, type FormEvent } from 'react';
import { SecretOnce } from '@/components/secret-once';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { Location } from '@/lib/locations-query';
import { useCreateKiosk } from './use-kiosks';

const KIOSK_NAME_MAX = 60;

export function kioskLink(token: string): string {
  return `${window.location.origin}/kiosk#token=${token}`;
}

export function CreateKioskDialog({ locations }: { locations: Location[] }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [locationId, setLocationId] = useState('');
  const create = useCreateKiosk();
  const chosen = locationId || String(locations[0]?.id ?? '');

  function reset(next: boolean) {
    setOpen(next);
    if (!next) {
      setName('');
      setLocationId('');
      create.reset();
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate({ name: name.trim(), locationId: Number(chosen) });
  }

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={locations.length === 0}>
          Create kiosk
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Create kiosk"
        description="Open its link on the tablet people will clock in at."
      >
        {create.data ? (
          <div className="space-y-4">
            <SecretOnce
              label={`Link for "${create.data.name}"`}
              value={kioskLink(create.data.token)}
            />
            <Button onClick={() => reset(false)}>Done</Button>
          </div>
        ) : (
          <form onSubmit={submit} className="space-y-4">
            <div className="space-y-1">
              <Label htmlFor="kiosk-name">Name</Label>
              <Input
                id="kiosk-name"
                value={name}
                maxLength={KIOSK_NAME_MAX}
                required
                placeholder="Front door tablet"
                onChange={(event) => setName(event.target.value)}
              />
            </div>
            <div className="space-y-1">
              <Label htmlFor="kiosk-location">Location</Label>
              <Select
                id="kiosk-location"
                value={chosen}
                onChange={(event) => setLocationId(event.target.value)}
              >
                {locations.map((location) => (
                  <option key={location.id} value={location.id}>
                    {location.name}
                  </option>
                ))}
              </Select>
            </div>
            {create.error && (
              <p role="alert" className="text-sm text-red-700">
                {create.error.message}
              </p>
            )}
            <Button type="submit" disabled={create.isPending || !name.trim()}>
              {create.isPending ? 'Creating...' : 'Create kiosk'}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
