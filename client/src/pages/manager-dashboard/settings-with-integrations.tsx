// The manager's Settings tab: the organization's settings, then its integrations (API tokens and
// webhooks), which are features of their own and meet only here.
import { ApiTokensCard } from '@/features/api-tokens/api-tokens-card';
import SettingsTab from '@/features/settings/settings-tab';
import { WebhooksCard } from '@/features/webhooks/webhooks-card';

export default function SettingsWithIntegrations() {
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
