// Whether this browser can take pushes now. Safari on iPhone and iPad does only for a web app
// opened from the Home Screen: there, the way to notifications is adding Shynk to it first.

export type PushSupport = 'supported' | 'add-to-home-screen' | 'unsupported';

type Environment = {
  userAgent: string;
  maxTouchPoints: number;
  /** iOS Safari's own flag for a Home Screen app. */
  standalone?: boolean;
  displayModeStandalone: boolean;
  hasPushManager: boolean;
  hasServiceWorker: boolean;
  hasNotification: boolean;
};

/** iPadOS asks for desktop pages and names itself a Mac: touch tells them apart. */
const isAppleMobile = (env: Environment) =>
  /iPhone|iPad|iPod/.test(env.userAgent) ||
  (/Macintosh/.test(env.userAgent) && env.maxTouchPoints > 1);

export function pushSupport(env: Environment): PushSupport {
  const installed = env.standalone === true || env.displayModeStandalone;
  if (isAppleMobile(env) && !installed) return 'add-to-home-screen';
  return env.hasPushManager && env.hasServiceWorker && env.hasNotification
    ? 'supported'
    : 'unsupported';
}

export function browserPushSupport(): PushSupport {
  return pushSupport({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: (navigator as Navigator & { standalone?: boolean }).standalone,
    displayModeStandalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
    hasPushManager: 'PushManager' in window,
    hasServiceWorker: 'serviceWorker' in navigator,
    hasNotification: 'Notification' in window,
  });
}
