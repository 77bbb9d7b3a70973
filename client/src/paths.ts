// The route map. /, /manager-dashboard and /coach-dashboard all route by role.
// The token pages also answer without a token, with their 'invalid link' screens.
export const paths = {
  home: '/',
  managerDashboard: '/manager-dashboard',
  coachDashboard: '/coach-dashboard',
  auth: '/auth',
  invite: '/invite/:token?',
  resetPassword: '/reset-password/:token?',
  verifyEmail: '/verify-email/:token?',
  publicSchedule: '/public-schedule/:token',
  kiosk: '/kiosk',
} as const;
