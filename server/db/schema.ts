import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Language } from '../../contracts/languages';

/** The whole product's tables. SQL migrations are generated from this file by drizzle-kit. */

/**
 * A full-text search vector (PostgreSQL `tsvector`), only ever a generated column: the member-area search
 * matches it through a GIN index (works the same on PGlite and PostgreSQL).
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The words of the given columns, unstemmed ('simple': names, not prose), punctuation turned into spaces
 * first so `UI/UX` or `front-end` index as separate words, as the search splits its query.
 */
function searchWords(...columns: SQL[]): SQL {
  return sql`to_tsvector('simple', regexp_replace(${sql.join(columns, sql` || ' ' || `)}, '[[:punct:]]+', ' ', 'g'))`;
}

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
  /** The account's language (one of LANGUAGES): the site's and the e-mails'. */
  language: text('language').$type<Language>().notNull().default('en'),
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

/**
 * Client addresses (IPv4, or an IPv6 /64) an account completed a sign-in from: clients seen here within
 * 30 days are not slowed down by strangers' failed logins (NIST SP 800-63B §5.2.2).
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.address] })],
);

/** Answers already given to a POST with an `Idempotency-Key`, replayed when the same key comes again. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
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
    /** The account whose public profile this is (`PUT /api/members/me`); null for the built-in members. */
    accountId: uuid('account_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    /** The language of the page the inquiry was sent from: the reply mail's. */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: createdAt(),
  },
  // The queue's order (newest first, id breaking ties): an index scan, no sort; the same within one status.
  (table) => [
    index('hire_inquiries_created_at_id_idx').on(table.createdAt, table.id),
    index('hire_inquiries_status_created_at_id_idx').on(table.status, table.createdAt, table.id),
  ],
);

/**
 * How many inquiries have each status, kept by triggers on hire_inquiries (migration 0006's hand-written
 * part): the queue's `total` and the sidebar badge read one row instead of counting the table.
 */
export const hireInquiryCounts = pgTable('hire_inquiry_counts', {
  status: text('status').$type<InquiryStatus>().primaryKey(),
  total: integer('total').notNull().default(0),
  /**
   * When this status's part of the queue last changed (an insert, delete or status change): a number from
   * the `hire_inquiry_changes` sequence, so it only grows (migration 0009). The queue's bookmarks are kept
   * while it stays the same (server/inquiries/queue-pages.ts).
   */
  changes: bigint('changes', { mode: 'number' }).notNull().default(0),
});

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

/** Raw bytes (PostgreSQL `bytea`); both drivers hand back a Buffer/Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** What an upload was sent for: a message's image waits to be attached, the others are stored with their record. */
export const uploadKinds = ['message', 'project', 'blog', 'resource'] as const;
export type UploadKind = (typeof uploadKinds)[number];

/** Uploaded images, re-encoded to WebP by the server; served at /api/uploads/:id. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<UploadKind>().notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    /** `bytes`' length, kept beside them so an account's storage is summed without reading any image. */
    size: integer('size').notNull(),
    /** Hex SHA-256 of `bytes`. */
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  // An account's storage quota: the sum of its sizes, read from the index alone.
  (table) => [index('uploads_owner_size_idx').on(table.ownerId, table.size)],
);

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    owner: text('owner').notNull().default(''),
    ownerRole: text('owner_role').notNull().default(''),
    /** URL of the owner's image ('' when none). */
    ownerImage: text('owner_image').notNull().default(''),
    /** URL of the project image ('' when none). */
    image: text('image').notNull().default(''),
    link: text('link').notNull().default(''),
    status: text('status').$type<ProjectStatus>().notNull().default('planning'),
    progress: integer('progress').notNull().default(0),
    /** The account that owns it; null for the hub's own sample projects. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why an administrator rejected it (shown to its owner); null unless rejected. */
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    /** Title, owner and description words for the header search (generated; never written). */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => searchWords(sql`${projects.title}`, sql`${projects.owner}`, sql`${projects.description}`),
      ),
  },
  (table) => [
    index('projects_owner_id_idx').on(table.ownerId),
    index('projects_status_created_at_idx').on(table.status, table.createdAt),
    // The header search's newest-first walk (server/search/search-hits.ts), like resources_created_at_id_idx.
    index('projects_created_at_id_idx').on(table.createdAt, table.id),
    // fastupdate off: PGlite runs no autovacuum, so a pending list would only grow and every search would
    // scan it whole (npm run bench:search); entries go straight into the index instead.
    index('projects_search_idx').using('gin', table.search).with({ fastupdate: false }),
  ],
);

export const resources = pgTable(
  'resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    icon: text('icon').notNull().default(''),
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull(),
    /** The material itself (opens in a new tab). */
    url: text('url').notNull().default(''),
    likes: integer('likes').notNull().default(0),
    views: integer('views').notNull().default(0),
    createdAt: createdAt(),
    /** Title, subcategory and category words for the header search (generated; never written). */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          searchWords(sql`${resources.title}`, sql`${resources.subcategory}`, sql`${resources.category}`),
      ),
  },
  (table) => [
    index('resources_search_idx').using('gin', table.search).with({ fastupdate: false }),
    index('resources_category_subcategory_idx').on(table.category, table.subcategory),
    // The list's two orders whole, ties included (read backwards for "most first", forwards for a deep
    // page read from the far end). One subcategory's few hundred rows are cheaper found and sorted.
    index('resources_likes_created_at_id_idx').on(table.likes, table.createdAt, table.id),
    index('resources_created_at_id_idx').on(table.createdAt, table.id),
  ],
);

/**
 * When what the header search reads last changed: one row whose `changes` statement-level triggers on
 * projects and resources set from the `search_changes_seq` sequence on every insert, delete, truncate and
 * update of a column the search matches, shows or filters by (migration 0011's hand-written part), so it
 * only grows. The server keeps each group's newest rows in memory while it stays the same
 * (server/search/newest-rows.ts); likes and views do not move it.
 */
export const searchChanges = pgTable('search_changes', {
  id: boolean('id').primaryKey().default(true),
  changes: bigint('changes', { mode: 'number' }).notNull().default(0),
});

/**
 * How many resources each (category, subcategory) pair holds, kept by triggers on resources (migration
 * 0007's hand-written part): the list's `total` sums a few of these rows instead of counting the table.
 */
export const resourceCounts = pgTable(
  'resource_counts',
  {
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull(),
    total: integer('total').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.category, table.subcategory] })],
);

/** One like per member per resource (the primary key makes a second one impossible). */
export const resourceLikes = pgTable(
  'resource_likes',
  {
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.resourceId, table.userId] }),
    index('resource_likes_user_id_idx').on(table.userId),
  ],
);

/**
 * When a visitor's view of a resource was last counted (at most one per hour). `visitor` is an HMAC-SHA-256
 * of the member id, or of the IP address and user agent: nothing personal is stored in clear.
 */
export const resourceViews = pgTable(
  'resource_views',
  {
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.resourceId, table.visitor] })],
);

export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    text: text('text').notNull().default(''),
    /** URL of the post's image ('' when none). */
    image: text('image').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('blogs_category_created_at_idx').on(table.category, table.createdAt)],
);

export const notificationTypes = ['upload', 'update', 'message'] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** A member's notifications (spec entity Notification: text, time, type). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    text: text('text').notNull(),
    /** Where the notification leads in the app ('' when nowhere). */
    link: text('link').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_account_id_created_at_idx').on(table.accountId, table.createdAt)],
);

/** Hub events (`/dashboard/events`). Past means ended before now: computed from `end`, never stored. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    location: text('location').notNull(),
    start: timestamp('start', { withTimezone: true }).notNull(),
    end: timestamp('end', { withTimezone: true }).notNull(),
    description: text('description').notNull().default(''),
    /** URL of the event's image (a shipped picture or `/api/uploads/<id>`; '' when none). */
    image: text('image').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('events_end_idx').on(table.end), index('events_start_idx').on(table.start)],
);

/** The administrators' shared to-do list (the dashboard's Tasks widget). */
export const tasks = pgTable('tasks', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  done: boolean('done').notNull().default(false),
  createdAt: createdAt(),
});

/** The hub channel's key in `messages.conversation_key`; a direct conversation's is `dmKey(a, b)`. */
export const CHANNEL_KEY = 'channel';

/**
 * Hub channel and direct messages, one table: `conversation_key` is 'channel' or
 * 'dm:<smaller account id>:<larger account id>'. `seq` orders them (cursor paging: `before=<id>` reads
 * the seq of that id); `(author_id, client_id)` is unique, so a resend after a network error finds the
 * original instead of storing a second copy. Text is stored as typed (plain text, never HTML).
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationKey: text('conversation_key').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The other participant of a direct message; null in the channel. */
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** `/api/uploads/<id>` of the attached image. */
    imageUrl: text('image_url'),
    /** The quoted message of a channel reply (null once that message is deleted). */
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    clientId: text('client_id').notNull(),
    /** A direct message's read marker: when its recipient opened the conversation. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('messages_seq_idx').on(table.seq),
    index('messages_conversation_seq_idx').on(table.conversationKey, table.seq),
    uniqueIndex('messages_author_client_id_idx').on(table.authorId, table.clientId),
    // A member's direct conversations: the messages they received (those they wrote: the index above).
    index('messages_recipient_seq_idx').on(table.recipientId, table.seq),
    index('messages_unread_idx').on(table.recipientId, table.authorId).where(sql`${table.readAt} is null`),
    // The cleanup's question whether an uploaded message image was ever attached.
    index('messages_image_url_idx').on(table.imageUrl).where(sql`${table.imageUrl} is not null`),
  ],
);

/** One reaction per member per emoji per message (the primary key makes a second one impossible). */
export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.accountId, table.emoji] })],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type LoginChallengeRow = typeof loginChallenges.$inferSelect;
export type NewLoginChallengeRow = typeof loginChallenges.$inferInsert;
export type SignInAddressRow = typeof signInAddresses.$inferSelect;
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
export type EmailTokenRow = typeof emailTokens.$inferSelect;
export type NewEmailTokenRow = typeof emailTokens.$inferInsert;
export type MemberRow = typeof members.$inferSelect;
export type NewMemberRow = typeof members.$inferInsert;
export type InquiryRow = typeof hireInquiries.$inferSelect;
export type NewInquiryRow = typeof hireInquiries.$inferInsert;
export type InquiryReplyRow = typeof inquiryReplies.$inferSelect;
export type NewInquiryReplyRow = typeof inquiryReplies.$inferInsert;
export type RevenueStatRow = typeof revenueStats.$inferSelect;
export type NewRevenueStatRow = typeof revenueStats.$inferInsert;
export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectRow = typeof projects.$inferInsert;
export type ResourceRow = typeof resources.$inferSelect;
export type NewResourceRow = typeof resources.$inferInsert;
export type BlogRow = typeof blogs.$inferSelect;
export type NewBlogRow = typeof blogs.$inferInsert;
export type TaskRow = typeof tasks.$inferSelect;
export type UploadRow = typeof uploads.$inferSelect;
export type NewUploadRow = typeof uploads.$inferInsert;
export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
export type NewTaskRow = typeof tasks.$inferInsert;
export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;
export type HubEventRow = typeof events.$inferSelect;
export type NewHubEventRow = typeof events.$inferInsert;
