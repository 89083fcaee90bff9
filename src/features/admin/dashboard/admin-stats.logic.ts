import { AdminUsersPageResponse } from '@contracts/admin-users';
import { BlogsPageResponse } from '@contracts/blogs';
import { HireInquiriesPageResponse } from '@contracts/hire-inquiries';
import { ProjectsPageResponse } from '@contracts/projects';
import { ResourcesPageResponse } from '@contracts/resources';
import { TasksPageResponse } from '@contracts/tasks';
import { adminStatsMachine, type CountInput } from '@machines/admin-stats.machine';
import { fromPromise } from 'xstate';
import { readStoredAuth } from '@/api/auth-storage';
import { fetchTotal } from '@/api/fetch-total';

const count = (path: string, schema: Parameters<typeof fetchTotal>[1]) =>
  fromPromise<number, CountInput>(({ input }) => fetchTotal(path, schema, input));

/** The stats machine with its six real count calls and the stored-token check. */
export const adminStatsLogic = adminStatsMachine.provide({
  actors: {
    countUsers: count('users/users', AdminUsersPageResponse),
    countProjects: count('projects', ProjectsPageResponse),
    countResources: count('resources', ResourcesPageResponse),
    countBlogs: count('blogs', BlogsPageResponse),
    countInquiries: count('admin/hire-inquiries', HireInquiriesPageResponse),
    countTasks: count('tasks', TasksPageResponse),
  },
  guards: { hasAuthToken: () => readStoredAuth()?.stage === 'session' },
});
