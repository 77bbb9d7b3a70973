// The manager's Settings tab: the organization's settings, then its integrations (API tokens and
// webhooks), which are features of their own and meet only here. Everything appears together once
// every read has arrived: the integrations showing first and then being pushed down by the
// settings cards would move the page under the reader.
import { Spinner } from '@/components/ui/spinner';
import { ApiTokensCard } from '@/features/api-tokens/api-tokens-card';
import { useApiTokens } from '@/features/api-tokens/use-api-tokens';
import SettingsTab from '@/features/settings/settings-tab';
import { useOrganizationSettings } from '@/features/settings/use-organization-settings';
import { useReminderSettings } from '@/features/settings/use-reminder-settings';
import { useTimeOffSettings } from '@/features/settings/use-time-off-settings';
import { useWebhookEndpoints } from '@/features/webhooks/use-webhooks';
import { WebhooksCard } from '@/features/webhooks/webhooks-card';

export default function SettingsWithIntegrations() {
  // A failed read counts as arrived: its card offers to try again in place.
  const loading = [
    useOrganizationSettings(),
    useReminderSettings(),
    useTimeOffSettings(),
    useApiTokens(),
    useWebhookEndpoints(),
  ].some((query) => query.isPending);
  if (loading) return <Spinner label="Loading settings" className="w-full justify-center py-12" />;
  return (
    <div className="space-y-8">
      <SettingsTab />
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
    </div>
  );
}
