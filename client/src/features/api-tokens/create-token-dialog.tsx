// 'Create token': a name, scopes, the locations it may act at and an optional expiry date; then
// the token, shown once.
import { useState, type FormEvent } from 'react';
import type { ApiScope } from '@shared/domain/api-scopes';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { SecretOnce } from '@/components/secret-once';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCreateApiToken } from './use-api-tokens';
import { ScopePicker } from './scope-picker';
import { TokenLocationsPicker } from './token-locations-picker';

/** The end of the chosen day, in the manager's own time zone. */
const endOfDay = (date: string) => new Date(`${date}T23:59:59`).toISOString();

export function CreateTokenDialog() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['read']);
  const [expiry, setExpiry] = useState('');
  const [locationIds, setLocationIds] = useState<number[] | null>(null);
  const create = useCreateApiToken();

  function reset(next: boolean) {
    setOpen(next);
    if (!next) {
      setName('');
      setScopes(['read']);
      setExpiry('');
      setLocationIds(null);
      create.reset();
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate({ name, scopes, locationIds, expiresAt: expiry ? endOfDay(expiry) : null });
  }

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogTrigger asChild>
        <Button>Create token</Button>
      </DialogTrigger>
      <DialogContent
        title="Create API token"
        description="The token acts for the organization with the scopes you choose."
      >
        {create.data ? (
          <div className="space-y-4">
            <SecretOnce label={`Token "${create.data.apiToken.name}"`} value={create.data.token} />
            <Button onClick={() => reset(false)}>Done</Button>
          </div>
        ) : (
          <form onSubmit={submit} className="space-y-4">
            <div className="space-y-1">
              <Label htmlFor="token-name">Name</Label>
              <Input
                id="token-name"
                value={name}
                maxLength={TEXT_LIMITS.name}
                required
                onChange={(event) => setName(event.target.value)}
                placeholder="Payroll sync"
              />
            </div>
            <ScopePicker value={scopes} onChange={setScopes} />
            <TokenLocationsPicker value={locationIds} onChange={setLocationIds} />
            <div className="space-y-1">
              <Label htmlFor="token-expiry">Expires (optional)</Label>
              <Input
                id="token-expiry"
                type="date"
                value={expiry}
                onChange={(event) => setExpiry(event.target.value)}
              />
            </div>
            {create.error && (
              <p role="alert" className="text-sm text-red-700">
                {create.error.message}
              </p>
            )}
            <Button
              type="submit"
              disabled={create.isPending || scopes.length === 0 || locationIds?.length === 0}
            >
              {create.isPending ? 'Creating…' : 'Create token'}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
