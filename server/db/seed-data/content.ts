import type { NewBlog, NewTask } from '../schema';

const day = 24 * 60 * 60 * 1000;

/** Sample blog posts (admin counts and the admin blog list). */
export function sampleBlogs(now: Date): NewBlog[] {
  const ago = (days: number) => new Date(now.getTime() - days * day);
  return [
    {
      title: 'What we learned shipping offline-first apps in Musanze',
      category: 'Engineering',
      createdAt: ago(45),
    },
    { title: 'Inside the hub: a week of pair programming', category: 'Community', createdAt: ago(30) },
    { title: 'Threat modelling for small teams', category: 'Security', createdAt: ago(18) },
    { title: 'Designing for Kinyarwanda, English and French at once', category: 'Design', createdAt: ago(9) },
    { title: 'Our first hackathon with Rwanda Polytechnic', category: 'Events', createdAt: ago(2) },
  ];
}

/** Sample tasks (the admin dashboard's to-do list): some open, some done. */
export function sampleTasks(now: Date): NewTask[] {
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
