import { open } from './http';

/** POST /api/notifications/read-all: every notification of the member is stored as read. */
export async function markNotificationsRead(): Promise<void> {
  await open(({ sessionHttp }) => sessionHttp.post('notifications/read-all', { json: {} }));
}
