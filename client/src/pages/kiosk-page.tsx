// /kiosk: a location's shared time clock. No session: the device token does the talking.
import KioskScreen from '@/features/time-clock/kiosk/kiosk-screen';

export default KioskScreen;
