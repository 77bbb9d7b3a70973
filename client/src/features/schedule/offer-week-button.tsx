// 'Offer open places' on the period on screen: every published shift there with an open place is
// offered in the organization's claim mode. The answer says how many were.
import { Megaphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { DateRange } from '@/lib/query-keys';
import { toast, toastError } from '@/lib/toast';
import { useOfferRange } from './use-offer-mutations';

export function OfferWeekButton({ range }: { range: DateRange }) {
  const offer = useOfferRange();
  return (
    <Button
      variant="outline"
      disabled={offer.isPending}
      onClick={() =>
        offer.mutate(range, {
          onSuccess: ({ offered }) =>
            toast({
              title:
                offered === 0
                  ? 'No open places to offer'
                  : `Offered the open places of ${offered} shift${offered === 1 ? '' : 's'}`,
              description:
                offered === 0
                  ? 'Every published shift here is full, started or already offered.'
                  : undefined,
              variant: offered === 0 ? 'default' : 'success',
            }),
          onError: (error) => toastError('Could not offer open places', error),
        })
      }
    >
      <Megaphone aria-hidden className="size-4" />
      {offer.isPending ? 'Offering...' : 'Offer open places'}
    </Button>
  );
}
