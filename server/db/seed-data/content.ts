import type { NewTaskRow } from '../schema';

const day = 24 * 60 * 60 * 1000;

/** Sample tasks (the admin dashboard's to-do list): some open, some done. */
export function sampleTasks(now: Date): NewTaskRow[] {
  const ago = (days: number) => new Date(now.getTime() - days * day);
  return [
    { title: 'Review SACCO Shield penetration test report', done: false, createdAt: ago(6) },
    { title: 'Prepare onboarding session for new members', done: false, createdAt: ago(5) },
    { title: 'Publish Field Notes release 2.1', done: true, createdAt: ago(12) },
    { title: 'Reply to pending hire-us inquiries', done: false, createdAt: ago(1) },
    { title: 'Renew cloud credits application', done: false, createdAt: ago(3) },
    { title: 'Update the resources room catalogue', done: true, createdAt: ago(20) },
  ];
}
