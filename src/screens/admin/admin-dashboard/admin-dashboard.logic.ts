import { AdminUsersPageResponse } from '@contracts/admin-users';
import { BlogsPageResponse } from '@contracts/blogs';
import { InquiriesPageResponse } from '@contracts/inquiries';
import { ProjectsPageResponse } from '@contracts/projects';
import { ResourcesPageResponse } from '@contracts/resources';
import { TasksPageResponse } from '@contracts/tasks';
import { fromPromise } from 'xstate';
import { readStoredAuth } from '@/api/auth-storage';
import { fetchInquiries } from '@/api/fetch-inquiries';
import { adminDashboardWith } from './admin-dashboard.machine';
import type { CountInput } from './admin-stats.machine';
import { createTask } from './create-task.api';
import { deleteTask } from './delete-task.api';
import { fetchRevenueStats } from './fetch-revenue-stats.api';
import { fetchTasks } from './fetch-tasks.api';
import { fetchTotal } from './fetch-total.api';
import { saveRevenueStat } from './save-revenue-stat.api';
import { updateTask } from './update-task.api';

const count = (path: string, schema: Parameters<typeof fetchTotal>[1]) =>
  fromPromise<number, CountInput>(({ input }) => fetchTotal(path, schema, input));

/**
 * /Admindashboard with its real network: the six count calls and the stored-token check of the stat
 * tiles, GET /api/admin/hire-inquiries?page=1&limit=5, /api/tasks, and the revenue stats.
 */
export const adminDashboardLogic = adminDashboardWith({
  countUsers: count('users/users', AdminUsersPageResponse),
  countProjects: count('projects', ProjectsPageResponse),
  countResources: count('resources', ResourcesPageResponse),
  countBlogs: count('blogs', BlogsPageResponse),
  countInquiries: count('admin/hire-inquiries', InquiriesPageResponse),
  countTasks: count('tasks', TasksPageResponse),
  hasAuthToken: () => readStoredAuth()?.stage === 'session',
  fetchPage: fromPromise(({ input }) => fetchInquiries({ page: input.page, limit: input.limit })),
  fetchTasks: fromPromise(({ input }) => fetchTasks(input)),
  createTask: fromPromise(({ input }) => createTask(input)),
  updateTask: fromPromise(({ input }) => updateTask(input)),
  deleteTask: fromPromise(({ input }) => deleteTask(input)),
  fetchRevenueStats: fromPromise(() => fetchRevenueStats()),
  saveRevenue: fromPromise(({ input }) => saveRevenueStat(input)),
});
export type AdminDashboardLogic = typeof adminDashboardLogic;
