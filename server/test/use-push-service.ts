// The local push service for one vitest file: started before its tests, stopped after.
import { afterAll, beforeAll } from 'vitest';
import { createPushService, type PushService } from './push-service';

export function usePushService(vapidPublicKey: string): PushService {
  const service = createPushService(vapidPublicKey);
  beforeAll(service.start);
  afterAll(service.close);
  return service;
}
