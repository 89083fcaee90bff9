import type { NewTask } from '../schema';

const day = 24 * 60 * 60 * 1000;

/** Sample tasks (admin counts). */
export function sampleTasks(now: Date): NewTask[] {
  const ago = (days: number) => new Date(now.getTime() - days * day);
  return [
    { title: 'Review SACCO Shield penetration test report', status: 'in-progress', createdAt: ago(6) },
    { title: 'Prepare onboarding session for new members', status: 'todo', createdAt: ago(5) },
    { title: 'Publish Field Notes release 2.1', status: 'done', createdAt: ago(12) },
    { title: 'Reply to pending hire-us inquiries', status: 'todo', createdAt: ago(1) },
    { title: 'Renew cloud credits application', status: 'in-progress', createdAt: ago(3) },
    { title: 'Update the resources room catalogue', status: 'done', createdAt: ago(20) },
  ];
}
