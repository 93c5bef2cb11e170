/**
 * Web tests run as a browser that holds a session unless a test says otherwise: the
 * signed-in hint is set, so the first load asks `GET /api/users/me` (see signed-in-hint.ts).
 */
import { beforeEach } from 'vitest';

beforeEach(() => {
  document.cookie = 'backline_signed_in=1; Path=/';
});
