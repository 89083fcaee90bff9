import { AdminUsersPageResponse } from '@contracts/admin-users';
import { BlogsPageResponse } from '@contracts/blogs';
import { HireInquiriesPageResponse } from '@contracts/hire-inquiries';
import { ProjectsPageResponse } from '@contracts/projects';
import { ResourcesPageResponse } from '@contracts/resources';
import { TasksPageResponse } from '@contracts/tasks';
import { fromPromise } from 'xstate';
import { readStoredAuth } from '@/api/auth-storage';
import { createTask } from '@/api/create-task';
import { deleteTask } from '@/api/delete-task';
import { fetchHireInquiries } from '@/api/fetch-hire-inquiries';
import { fetchRevenueStats } from '@/api/fetch-revenue-stats';
import { fetchTasks } from '@/api/fetch-tasks';
import { fetchTotal } from '@/api/fetch-total';
import { saveRevenueStat } from '@/api/save-revenue-stat';
import { updateTask } from '@/api/update-task';
import { adminDashboardWith } from './admin-dashboard.machine';
import type { CountInput } from './admin-stats.machine';

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
  countInquiries: count('admin/hire-inquiries', HireInquiriesPageResponse),
  countTasks: count('tasks', TasksPageResponse),
  hasAuthToken: () => readStoredAuth()?.stage === 'session',
  fetchPage: fromPromise(({ input }) => fetchHireInquiries({ page: input.page, limit: input.limit })),
  fetchTasks: fromPromise(({ input }) => fetchTasks(input)),
  createTask: fromPromise(({ input }) => createTask(input)),
  updateTask: fromPromise(({ input }) => updateTask(input)),
  deleteTask: fromPromise(({ input }) => deleteTask(input)),
  fetchRevenueStats: fromPromise(() => fetchRevenueStats()),
  saveRevenue: fromPromise(({ input }) => saveRevenueStat(input)),
});
export type AdminDashboardLogic = typeof adminDashboardLogic;
