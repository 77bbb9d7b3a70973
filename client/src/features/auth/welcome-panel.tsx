// The sign-in page's left column on large screens: what Shynk offers.
import { CalendarDays, Clock, Users } from 'lucide-react';
import { Logo } from '@/components/logo';

const FEATURES = [
  {
    icon: CalendarDays,
    title: 'Drag-and-drop scheduling',
    text: 'Build the week in minutes and move shifts around as plans change.',
  },
  {
    icon: Users,
    title: 'Manager and staff collaboration',
    text: 'Everyone sees the same schedule, and swaps and coverage happen in one place.',
  },
  {
    icon: Clock,
    title: 'Track hours and time off',
    text: 'See weekly hours at a glance and handle time-off requests without the back-and-forth.',
  },
];

export function WelcomePanel() {
  return (
    <section className="hidden bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 p-12 text-white lg:flex lg:flex-col lg:justify-center lg:gap-16">
      <Logo inverted />
      <div className="max-w-lg">
        <h2 className="text-4xl leading-tight font-bold tracking-tight">Welcome to Shynk</h2>
        <p className="mt-4 text-lg text-brand-100">
          Shift scheduling your whole team can follow, from the first draft to the last swap.
        </p>
        <ul className="mt-10 space-y-6">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/20">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <p className="font-semibold">{title}</p>
                <p className="mt-1 text-sm text-brand-100">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
