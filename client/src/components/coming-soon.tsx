// A tab whose feature is announced but not offered yet (Side Hustles).
import { Badge } from './ui/badge';
import { SectionPanel } from './section-panel';

export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <SectionPanel title={title}>
      <Badge variant="brand">Coming Soon</Badge>
      <p className="mt-3 text-base font-medium text-slate-800">Coming Soon...</p>
      <p className="mt-1">{description}</p>
    </SectionPanel>
  );
}
