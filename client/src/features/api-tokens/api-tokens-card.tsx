// Settings, 'API tokens': the organization's tokens with their scopes and last use; create and
// revoke. The token itself is shown only once, when it is created.
import { KeyRound } from 'lucide-react';
import { SettingsCard } from '@/components/settings-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import type { ApiTokenView } from '@shared/validators/api-tokens';
import { CreateTokenDialog } from './create-token-dialog';
import { useApiTokens, useRevokeApiToken } from './use-api-tokens';
import { useTokenLocationsLabel } from './token-locations-picker';

function tokenState(token: ApiTokenView) {
  if (token.revokedAt) return <Badge variant="destructive">Revoked</Badge>;
  if (token.expiresAt && Date.parse(token.expiresAt) <= Date.now())
    return <Badge variant="warning">Expired</Badge>;
  return <Badge variant="success">Active</Badge>;
}

export function ApiTokensCard() {
  const query = useApiTokens();
  const revoke = useRevokeApiToken();
  const locationsOf = useTokenLocationsLabel();
  return (
    <SettingsCard
      title="API tokens"
      description="Let payroll, POS and HR tools use the Shynk API for your organization."
      icon={KeyRound}
      query={query}
      action={<CreateTokenDialog />}
    >
      {(tokens) =>
        tokens.length === 0 ? (
          <p className="text-sm text-slate-600">No API tokens yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {tokens.map((token) => (
              <li key={token.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="min-w-0 space-y-1">
                  <p className="flex items-center gap-2 font-medium text-slate-900">
                    {token.name} {tokenState(token)}
                  </p>
                  <p className="font-mono text-xs text-slate-600">{token.displayPrefix}…</p>
                  <p className="flex flex-wrap gap-1">
                    {token.scopes.map((scope) => (
                      <Badge key={scope}>{scope}</Badge>
                    ))}
                  </p>
                  {locationsOf(token.locationIds) && (
                    <p className="text-xs text-slate-600">
                      Locations: {locationsOf(token.locationIds)}
                    </p>
                  )}
                  <p className="text-xs text-slate-600">
                    Last used:{' '}
                    {token.lastUsedAt ? formatDate(token.lastUsedAt, 'MMM d, yyyy HH:mm') : 'Never'}
                    {' · '}
                    Expires: {token.expiresAt ? formatDate(token.expiresAt) : 'Never'}
                  </p>
                </div>
                {!token.revokedAt && (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Revoke ${token.name}`}
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate(token.id)}
                  >
                    Revoke
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )
      }
    </SettingsCard>
  );
}
