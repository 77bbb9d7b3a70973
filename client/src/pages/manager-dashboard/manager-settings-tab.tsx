// The manager's Settings tab: the organization's settings, then its integrations (API tokens and
// webhooks), then the manager's own notification settings. They are features of their own that
// meet only here. Everything appears together once every read has arrived: a section showing
// first and then being pushed down by the cards above it would move the page under the reader.
// A manager of some locations keeps only their own notification settings: the organization's
// hold at every location, so the server leaves them to managers of every location.
import { useQueryClient } from '@tanstack/react-query';
import { ApiTokensCard } from '@/features/api-tokens/api-tokens-card';
import { useApiTokens } from '@/features/api-tokens/use-api-tokens';
import NotificationSettings, {
  useNotificationSettingsLoading,
} from '@/features/notification-preferences/notification-settings';
import SettingsTab from '@/features/settings/settings-tab';
import { useWebhookEndpoints } from '@/features/webhooks/use-webhooks';
import { WebhooksCard } from '@/features/webhooks/webhooks-card';
import { readCurrentUser } from '@/lib/current-user';
import { managesAllLocations } from '@/lib/location-choice';

function Integrations() {
  return (
    <section aria-labelledby="integrations-heading" className="space-y-4">
      <h2 id="integrations-heading" className="text-xl font-semibold text-slate-900">
        Integrations
      </h2>
      {/* One column: the delivery log needs the width. */}
      <div className="grid items-start gap-6">
        <ApiTokensCard />
        <WebhooksCard />
      </div>
    </section>
  );
}

function LocationManagerSettings() {
  return (
    <div className="space-y-8">
      <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
        Only a manager of every location can change the organization's settings.
      </p>
      <NotificationSettings />
    </div>
  );
}

export default function ManagerSettingsTab() {
  const signedIn = readCurrentUser(useQueryClient());
  if (signedIn && !managesAllLocations(signedIn)) return <LocationManagerSettings />;
  return <OrganizationSettings />;
}

function OrganizationSettings() {
  // A failed read counts as arrived: its card offers to try again in place.
  const integrationsLoading = [useApiTokens(), useWebhookEndpoints()].some(
    (query) => query.isPending,
  );
  const loading = useNotificationSettingsLoading() || integrationsLoading;
  return (
    <SettingsTab
      afterLoading={loading}
      after={
        <div className="space-y-8">
          <Integrations />
          <NotificationSettings />
        </div>
      }
    />
  );
}
