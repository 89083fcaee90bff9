import { type Inquiry, inquiryAdminMessages } from '@contracts/inquiries';
import type { Page } from '@contracts/paging';
import type { RevenueStat } from '@contracts/revenue';
import type { CreateTaskRequest, Task, UpdateTaskRequest } from '@contracts/tasks';
import { textsOf } from '@contracts/texts';
import { type CollectionQuery, createCollectionMachine } from '@machines/collection.machine';
import { part, stoppedState } from '@machines/screen-parts';
import { type PromiseActorLogic, setup } from 'xstate';
import { adminStatsMachine, type CountInput } from './admin-stats.machine';
import { type RevenueInput, revenueMachine, type SaveRevenueInput } from './revenue.machine';
import { tasksMachine } from './tasks.machine';

/**
 * /Admindashboard: one screen machine, the parent of the four parts of the dashboard (the stat tiles,
 * 'Latest inquiries', 'Tasks' and the Revenue Analysis panel). Each part keeps its own rules and failures;
 * the screen runs them for as long as the dashboard is shown.
 */

/** The 'Latest inquiries' widget shows the five newest. */
export const LATEST_INQUIRIES_LIMIT = 5;

/** The collection machine at 5, first page only: the newest inquiries (the server's order). */
export const latestInquiriesMachine = createCollectionMachine<Inquiry>({
  id: 'latestInquiries',
  pageSize: LATEST_INQUIRIES_LIMIT,
  errorMessage: () => textsOf(inquiryAdminMessages).fetchListFailed,
});

const children = {
  adminStats: adminStatsMachine,
  latestInquiries: latestInquiriesMachine,
  tasks: tasksMachine,
  revenue: revenueMachine,
};

type Count = PromiseActorLogic<number, CountInput>;

/** The network the parts call, and whether a session token is stored (the stats count only with one). */
export interface AdminDashboardNetwork {
  countUsers: Count;
  countProjects: Count;
  countResources: Count;
  countBlogs: Count;
  countInquiries: Count;
  countTasks: Count;
  hasAuthToken: () => boolean;
  fetchPage: PromiseActorLogic<Page<Inquiry>, CollectionQuery>;
  fetchTasks: PromiseActorLogic<Page<Task>, { page: number; limit: number }>;
  createTask: PromiseActorLogic<Task, CreateTaskRequest>;
  updateTask: PromiseActorLogic<Task, { id: string; changes: UpdateTaskRequest }>;
  deleteTask: PromiseActorLogic<void, { id: string }>;
  fetchRevenueStats: PromiseActorLogic<RevenueStat[], void>;
  saveRevenue: PromiseActorLogic<RevenueStat, SaveRevenueInput>;
}

export const adminDashboardMachine = setup({
  types: {
    /** The clock as the dashboard opens: the revenue panel's default year and month. */
    input: {} as RevenueInput,
    context: {} as RevenueInput,
    /** Each child's id is its src: `snapshot.children.tasks` is typed. */
    children: {} as {
      adminStats: 'adminStats';
      latestInquiries: 'latestInquiries';
      tasks: 'tasks';
      revenue: 'revenue';
    },
  },
  actors: children,
}).createMachine({
  id: 'adminDashboard',
  description:
    "The admin's overview: six stat tiles, the five latest inquiries, the task list and the revenue analysis, each loading and failing on its own.",
  context: ({ input }) => ({ today: input.today }),
  initial: 'open',
  states: {
    open: {
      description: 'The four parts, each showing its own loading, empty and failed states.',
      invoke: [
        part('adminStats'),
        part('latestInquiries', {}),
        part('tasks'),
        part('revenue', ({ context }: { context: RevenueInput }) => ({ today: context.today })),
      ],
    },
    stopped: stoppedState,
  },
});

/** The screen with the network its parts call: the app's (admin-dashboard.logic.ts) or a test's. */
export function adminDashboardWith({ hasAuthToken, fetchPage, ...network }: AdminDashboardNetwork) {
  return adminDashboardMachine.provide({
    actors: {
      adminStats: children.adminStats.provide({
        actors: {
          countUsers: network.countUsers,
          countProjects: network.countProjects,
          countResources: network.countResources,
          countBlogs: network.countBlogs,
          countInquiries: network.countInquiries,
          countTasks: network.countTasks,
        },
        guards: { hasAuthToken },
      }),
      latestInquiries: children.latestInquiries.provide({ actors: { fetchPage } }),
      tasks: children.tasks.provide({
        actors: {
          fetchTasks: network.fetchTasks,
          createTask: network.createTask,
          updateTask: network.updateTask,
          deleteTask: network.deleteTask,
        },
      }),
      revenue: children.revenue.provide({
        actors: { fetchRevenueStats: network.fetchRevenueStats, saveRevenue: network.saveRevenue },
      }),
    },
  });
}
