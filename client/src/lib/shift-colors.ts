// Tailwind classes per shift colour. Colours this map does not know (older data, a colour added on
// the server first) show grey rather than nothing.
const COLOR_CLASSES: Record<string, { badge: string; swatch: string }> = {
  teal: { badge: 'bg-teal-100 text-teal-900 border-teal-300', swatch: 'bg-teal-500' },
  yellow: { badge: 'bg-yellow-100 text-yellow-900 border-yellow-300', swatch: 'bg-yellow-400' },
  blue: { badge: 'bg-blue-100 text-blue-900 border-blue-300', swatch: 'bg-blue-500' },
  indigo: { badge: 'bg-indigo-100 text-indigo-900 border-indigo-300', swatch: 'bg-indigo-500' },
  red: { badge: 'bg-red-100 text-red-900 border-red-300', swatch: 'bg-red-500' },
  orange: { badge: 'bg-orange-100 text-orange-900 border-orange-300', swatch: 'bg-orange-500' },
  pink: { badge: 'bg-pink-100 text-pink-900 border-pink-300', swatch: 'bg-pink-500' },
  purple: { badge: 'bg-purple-100 text-purple-900 border-purple-300', swatch: 'bg-purple-500' },
  green: { badge: 'bg-green-100 text-green-900 border-green-300', swatch: 'bg-green-500' },
  cyan: { badge: 'bg-cyan-100 text-cyan-900 border-cyan-300', swatch: 'bg-cyan-500' },
  violet: { badge: 'bg-violet-100 text-violet-900 border-violet-300', swatch: 'bg-violet-500' },
  emerald: {
    badge: 'bg-emerald-100 text-emerald-900 border-emerald-300',
    swatch: 'bg-emerald-500',
  },
  ocean: { badge: 'bg-sky-200 text-sky-950 border-sky-400', swatch: 'bg-sky-700' },
  amber: { badge: 'bg-amber-100 text-amber-900 border-amber-300', swatch: 'bg-amber-500' },
  coral: { badge: 'bg-rose-100 text-rose-900 border-rose-300', swatch: 'bg-rose-400' },
  lavender: { badge: 'bg-purple-50 text-purple-900 border-purple-200', swatch: 'bg-purple-300' },
  mint: { badge: 'bg-emerald-50 text-emerald-900 border-emerald-200', swatch: 'bg-emerald-300' },
  rose: { badge: 'bg-rose-100 text-rose-900 border-rose-300', swatch: 'bg-rose-500' },
  sky: { badge: 'bg-sky-100 text-sky-900 border-sky-300', swatch: 'bg-sky-500' },
};

const GREY = { badge: 'bg-slate-100 text-slate-800 border-slate-300', swatch: 'bg-slate-400' };

export const shiftColorClasses = (color: string) => COLOR_CLASSES[color] ?? GREY;
