import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** The whole product's tables. SQL migrations are generated from this file by drizzle-kit. */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const userRoles = ['Member', 'Admin', 'Moderator'] as const;
export type UserRole = (typeof userRoles)[number];

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lowercased. */
  email: text('email').notNull().unique(),
  /** Null for accounts that only sign in with Google. */
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  phone: text('phone').notNull().default(''),
  gender: text('gender').$type<'male' | 'female'>(),
  role: text('role').$type<UserRole>().notNull().default('Member'),
  /** A role asked for at sign-up that only an administrator may grant. */
  requestedRole: text('requested_role').$type<UserRole>(),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  googleSub: text('google_sub').unique(),
  /** Bumped on logout, disabling and role change; sessions carry it and die when it moves. */
  tokenVersion: integer('token_version').notNull().default(0),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** One-time login codes (stored as an HMAC, never the code). */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [index('login_challenges_user_id_idx').on(table.userId)],
);

export const emailTokenPurposes = ['verify', 'reset'] as const;
export type EmailTokenPurpose = (typeof emailTokenPurposes)[number];

/** E-mail verification and password-reset links (stored hashed). */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<EmailTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('email_tokens_user_id_idx').on(table.userId)],
);

export interface MemberEducation {
  degree: string;
  institution: string;
  description: string;
  imageUrl: string;
}

export interface MemberContacts {
  linkedin: string;
  github: string;
  twitter: string;
  telegram: string;
}

export interface MemberSkill {
  name: string;
  technologies: string[];
  percent: number;
}

/** Hub member profiles (the 7 built-in members are seed rows). `id` is a slug. */
export const members = pgTable(
  'members',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    imageUrl: text('image_url').notNull(),
    bio: text('bio').notNull(),
    education: jsonb('education').$type<MemberEducation>().notNull(),
    contacts: jsonb('contacts').$type<MemberContacts>().notNull(),
    skills: jsonb('skills').$type<MemberSkill[]>().notNull().default(sql`'[]'::jsonb`),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('members_sort_order_idx').on(table.sortOrder)],
);

export const inquiryStatuses = ['Pending', 'Approved', 'Rejected'] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

export const hireInquiries = pgTable(
  'hire_inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name').notNull(),
    jobTitle: text('job_title').notNull(),
    country: text('country').notNull(),
    message: text('message').notNull(),
    consent: boolean('consent').notNull(),
    status: text('status').$type<InquiryStatus>().notNull().default('Pending'),
    createdAt: createdAt(),
  },
  (table) => [index('hire_inquiries_created_at_idx').on(table.createdAt)],
);

export const inquiryReplies = pgTable(
  'inquiry_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => hireInquiries.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inquiry_replies_inquiry_id_idx').on(table.inquiryId)],
);

/** Monthly revenue in whole dollars; month is 1-12. */
export const revenueStats = pgTable(
  'revenue_stats',
  {
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    revenue: integer('revenue').notNull(),
  },
  (table) => [primaryKey({ columns: [table.year, table.month] })],
);

export const projectStatuses = ['active', 'review', 'planning', 'completed'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const projects = pgTable('projects', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  owner: text('owner').notNull().default(''),
  ownerRole: text('owner_role').notNull().default(''),
  ownerAvatar: text('owner_avatar').notNull().default(''),
  image: text('image').notNull().default(''),
  link: text('link').notNull().default(''),
  status: text('status').$type<ProjectStatus>().notNull().default('planning'),
  progress: integer('progress').notNull().default(0),
  createdAt: createdAt(),
});

export const resources = pgTable('resources', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  icon: text('icon').notNull().default(''),
  category: text('category').notNull(),
  subcategory: text('subcategory').notNull(),
  likes: integer('likes').notNull().default(0),
  views: integer('views').notNull().default(0),
  createdAt: createdAt(),
});

export const blogs = pgTable('blogs', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  category: text('category').notNull(),
  createdAt: createdAt(),
});

/** The administrators' shared to-do list (the dashboard's Tasks widget). */
export const tasks = pgTable('tasks', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  done: boolean('done').notNull().default(false),
  createdAt: createdAt(),
});

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type LoginChallenge = typeof loginChallenges.$inferSelect;
export type NewLoginChallenge = typeof loginChallenges.$inferInsert;
export type EmailToken = typeof emailTokens.$inferSelect;
export type NewEmailToken = typeof emailTokens.$inferInsert;
export type Member = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export type HireInquiry = typeof hireInquiries.$inferSelect;
export type NewHireInquiry = typeof hireInquiries.$inferInsert;
export type InquiryReply = typeof inquiryReplies.$inferSelect;
export type NewInquiryReply = typeof inquiryReplies.$inferInsert;
export type RevenueStat = typeof revenueStats.$inferSelect;
export type NewRevenueStat = typeof revenueStats.$inferInsert;
export type Project = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;
export type Resource = typeof resources.$inferSelect;
export type NewResource = typeof resources.$inferInsert;
export type Blog = typeof blogs.$inferSelect;
export type NewBlog = typeof blogs.$inferInsert;
export type Task = typeof tasks.$inferSelect;
export type NewTask = typeof tasks.$inferInsert;
