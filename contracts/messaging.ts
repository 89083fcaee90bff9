import * as v from 'valibot';
import { commonFailureTexts, failureText } from './failure-message';
import { PAGE_LIMIT_DEFAULT, PageQuery, UUID_PATTERN } from './paging';
import { visibleText } from './text-fields';
import { defineTexts, type Text, textsOf, textWith } from './texts';

/**
 * The hub channel and direct messages:
 *
 * | Method | Path | Body / query | Answer |
 * |---|---|---|---|
 * | GET | /api/channel/messages | `?before=<id>&limit` (default 50, 1–100) | `ChannelPageResponse` (oldest first) |
 * | POST | /api/channel/messages | `SendMessageBody` | 201 `ChannelMessageResponse` (200 on a resend) |
 * | DELETE | /api/channel/messages/:id | none | 204 (own message, or an Admin) |
 * | POST, DELETE | /api/channel/messages/:id/reactions/:emoji | none | `ReactionsResponse` |
 * | GET | /api/conversations | `?q=` (name filter) | `ConversationsResponse` |
 * | GET | /api/conversations/:accountId/messages | `?before=<id>&limit` | `DirectPageResponse` (oldest first) |
 * | POST | /api/conversations/:accountId/messages | `SendMessageBody` | 201 `DirectMessageResponse` (200 on a resend) |
 * | POST | /api/conversations/:accountId/read | none | `ReadResponse` |
 * | POST, DELETE | /api/conversations/:accountId/messages/:id/reactions/:emoji | none | `ReactionsResponse` |
 * | GET | /api/conversations/members | `?q=&page&limit` | `MessageableMembersResponse` |
 * | POST | /api/message-images | multipart, file field `image` | 201 `MessageImageResponse` |
 *
 * The emoji in a path is URL-encoded (`encodeURIComponent`). Texts are plain text, never HTML.
 * Live events (`GET /api/live`) are named in `messagingEvents`; their data are the schemas below.
 */

/** A message is at most this many characters (code points), after trimming. */
export const MESSAGE_TEXT_MAX = 4_000;
/** Messages (channel and direct together) one member may send per minute. */
export const MESSAGES_PER_MINUTE = 30;
/** Reaction toggles (adds and removes, channel and direct together) one member may make per minute. */
export const REACTIONS_PER_MINUTE = 60;
/** A channel or conversation page: the latest 50 by default. */
export const MESSAGE_PAGE_DEFAULT = PAGE_LIMIT_DEFAULT;
/** A conversation's last message is cut at 35 characters in the list. */
export const PREVIEW_MAX = 35;
/** Longest side of an attached image after re-encoding. */
export const MESSAGE_IMAGE_MAX_SIDE = 1_200;
/** A client id (the resend key) is 1–64 of these characters; a UUID from `crypto.randomUUID()` fits. */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Thumbs up, heart, smile, laugh, clap, fire (the message's add-reaction choices). */
export const reactionEmojis = ['👍', '❤️', '😊', '😂', '👏', '🔥'] as const;
export type ReactionEmoji = (typeof reactionEmojis)[number];

/** The composer's emoji picker has 16 emojis (choosing one appends it to the input). */
export const pickerEmojis = [
  '😀',
  '😂',
  '😊',
  '😍',
  '😎',
  '🤔',
  '😢',
  '😮',
  '👍',
  '👏',
  '🙌',
  '🙏',
  '❤️',
  '🔥',
  '🎉',
  '🚀',
] as const;

/** The screens' fixed texts and the server's failure messages. */
export const messagingMessages = defineTexts('messaging', {
  channelTitle: 'Hub Channel',
  channelTagline: 'General discussions and collaboration',
  sidebarTitle: 'Hub Collaboration',
  directMessages: 'Direct Messages',
  onlineNow: 'online now',
  textRequired: 'Message cannot be empty.',
  textTooLong: 'A message can be at most 4,000 characters.',
  clientIdInvalid: 'Invalid client id',
  clientIdReused: 'This client id was already used for another message.',
  replyNotFound: 'The message you replied to no longer exists.',
  imageNotFound: 'The attached image was not found.',
  rateLimited: 'You are sending messages too fast. Please wait a moment before sending again.',
  emojiUnknown: 'Unknown reaction emoji',
  messageNotFound: 'Message not found',
  memberNotFound: 'Member not found',
  cannotMessageSelf: 'You cannot send a direct message to yourself.',
  deleteForbidden: 'You can only delete your own messages.',
  fetchFailed: 'Failed to fetch messages',
  sendFailed: 'Failed to send message',
  conversationsFailed: 'Failed to fetch conversations',
  membersFailed: 'Failed to fetch members',
  noMessages: 'No messages yet.',
  noConversations: 'No conversations yet.',
});

/** The 429 text of the composer with the wait, as the other limits word it. */
export function rateLimitedMessage(seconds: number): string {
  return `You are sending messages too fast. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/** The 429 text of a reaction toggle with the wait. */
export function reactionsRateLimitedMessage(seconds: number): string {
  return `You are reacting too fast. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/**
 * The two texts above as ICU messages whose number is a plural: a view finds the template the server's
 * message was built from and shows its translation with the number (src/i18n/texts.ts).
 */
export const messagingWaitTemplates = defineTexts('messaging', {
  tooManyMessages:
    'You are sending messages too fast. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
  tooManyReactions:
    'You are reacting too fast. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
});

/** rateLimitedMessage as a descriptor: `messaging.tooManyMessages` with `{ seconds }`. */
export function rateLimitedText(seconds: number): Text {
  return textWith(textsOf(messagingWaitTemplates).tooManyMessages, { seconds });
}

/** reactionsRateLimitedMessage as a descriptor: `messaging.tooManyReactions` with `{ seconds }`. */
export function reactionsRateLimitedText(seconds: number): Text {
  return textWith(textsOf(messagingWaitTemplates).tooManyReactions, { seconds });
}

/** A conversation's last message as the list shows it: at most 35 characters, then '...'. */
export function previewText(text: string): string {
  const chars = [...text];
  return chars.length > PREVIEW_MAX ? `${chars.slice(0, PREVIEW_MAX).join('')}...` : text;
}

/** Live event names (`GET /api/live`), `subject.verb` like every other event. */
export const messagingEvents = {
  /** data: `ChannelMessage` (the receiver computes `mine` itself; it is false in the event). */
  channelMessageCreated: 'channel.message.created',
  /** data: `MessageDeleted`. */
  channelMessageDeleted: 'channel.message.deleted',
  /** data: `DirectMessage` with `mine` from the receiver's side; sent to the two participants only. */
  dmCreated: 'dm.created',
  /** data: `ReactionChanged` (channel: everyone; direct: the two participants). */
  reactionChanged: 'reaction.changed',
  /** data: `ConversationRead`; sent to both participants (the reader's badge falls, the sender sees "read"). */
  conversationRead: 'conversation.read',
  /** data: `PresenceChanged`; sent to the member's conversation partners (whose lists show 'online now'). */
  presenceChanged: 'presence.changed',
} as const;

const isoTime = v.pipe(v.string(), v.isoTimestamp());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const uuid = v.pipe(v.string(), v.regex(UUID_PATTERN, 'Invalid id'));

export const Author = v.object({
  accountId: v.string(),
  name: v.string(),
  /** A CSS colour for the name, the same for one member everywhere (spec: channel message `color`). */
  colour: v.string(),
});
export type Author = v.InferOutput<typeof Author>;

/** One emoji on one message: the count is the number of members; `mine` is the caller's own. */
export const Reaction = v.object({
  emoji: v.picklist(reactionEmojis),
  count: v.pipe(count, v.minValue(1)),
  /** Names of the members who reacted (shown on hover/focus). */
  reactedBy: v.array(v.string()),
  mine: v.boolean(),
});
export type Reaction = v.InferOutput<typeof Reaction>;

/** The quoted message of a reply (null text when the quoted message was deleted). */
export const ReplyQuote = v.object({
  id: v.string(),
  author: Author,
  text: v.nullable(v.string()),
});
export type ReplyQuote = v.InferOutput<typeof ReplyQuote>;

export const ChannelMessage = v.object({
  id: v.string(),
  author: Author,
  text: v.string(),
  createdAt: isoTime,
  /** `/api/uploads/<id>` of the attached image, or null. */
  imageUrl: v.nullable(v.string()),
  replyTo: v.nullable(ReplyQuote),
  reactions: v.array(Reaction),
  /** The sender's resend key (the server's when none was sent), echoed so the tab finds its optimistic message. */
  clientId: v.string(),
  /** The caller wrote it (may delete it). */
  mine: v.boolean(),
});
export type ChannelMessage = v.InferOutput<typeof ChannelMessage>;

export const DirectMessage = v.object({
  id: v.string(),
  /** The other member's account id: the conversation this message belongs to, from the receiver's side. */
  conversationId: v.string(),
  /** Spec "from (me or them)". */
  from: v.picklist(['me', 'them']),
  author: Author,
  text: v.string(),
  createdAt: isoTime,
  imageUrl: v.nullable(v.string()),
  reactions: v.array(Reaction),
  clientId: v.string(),
  /** When the receiver opened the conversation after this message (null while unread). */
  readAt: v.nullable(isoTime),
});
export type DirectMessage = v.InferOutput<typeof DirectMessage>;

/**
 * `POST …/messages`: the text; optionally a client id, a reply (channel) and an image. With a client id a
 * resend answers the original message instead of storing another; without one (a client that posts text
 * only) every post is a new message and the server picks the id the answer echoes.
 */
export const SendMessageBody = v.object({
  text: v.pipe(
    v.string(),
    // Nothing hidden (direction overrides, C1, tags, stacked marks); emoji joined with U+200D stay.
    visibleText(),
    v.trim(),
    v.minLength(1, messagingMessages.textRequired),
    v.check((text) => [...text].length <= MESSAGE_TEXT_MAX, messagingMessages.textTooLong),
  ),
  clientId: v.optional(v.pipe(v.string(), v.regex(CLIENT_ID_PATTERN, messagingMessages.clientIdInvalid))),
  /** Channel only: the id of the message quoted. */
  replyToId: v.optional(v.nullable(uuid)),
  /** A URL answered by `POST /api/message-images` for this member. */
  imageUrl: v.optional(v.nullable(v.string())),
});
export type SendMessageBody = v.InferInput<typeof SendMessageBody>;

/** `?before=<id>&limit`: messages older than `before` (none: the latest), at most `limit` (the paging rule's 1–100, default 50). */
export const MessagePageQuery = v.object({
  before: v.optional(uuid),
  limit: PageQuery.entries.limit,
});
export type MessagePageQuery = v.InferOutput<typeof MessagePageQuery>;

export const ChannelPageResponse = v.object({
  data: v.object({
    /** Oldest first (the list's order); the first one's id is the next `before`. */
    messages: v.array(ChannelMessage),
    /** Older messages exist (scrolling up loads them). */
    hasMore: v.boolean(),
    /** Active (not disabled) accounts: 'N members'. */
    memberCount: count,
  }),
});
export type ChannelPageResponse = v.InferOutput<typeof ChannelPageResponse>;

export const ChannelMessageResponse = v.object({ data: v.object({ message: ChannelMessage }) });
export type ChannelMessageResponse = v.InferOutput<typeof ChannelMessageResponse>;

export const Conversation = v.object({
  /** The other member's account id (the `{id}` of /messages/{id}). */
  accountId: v.string(),
  name: v.string(),
  colour: v.string(),
  /** The full last message text (`previewText` cuts it), '' when there is none. */
  lastMessage: v.string(),
  /** When the last message was sent. */
  lastMessageAt: v.nullable(isoTime),
  unread: count,
  /** Spec 'online now': the member has an open live stream. */
  online: v.boolean(),
});
export type Conversation = v.InferOutput<typeof Conversation>;

export const ConversationsResponse = v.object({
  data: v.object({ conversations: v.array(Conversation), unread: count }),
});
export type ConversationsResponse = v.InferOutput<typeof ConversationsResponse>;

export const ConversationsQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
});

export const DirectPageResponse = v.object({
  data: v.object({
    messages: v.array(DirectMessage),
    hasMore: v.boolean(),
    /** The other member (name, colour, online). */
    member: Conversation,
  }),
});
export type DirectPageResponse = v.InferOutput<typeof DirectPageResponse>;

export const DirectMessageResponse = v.object({ data: v.object({ message: DirectMessage }) });
export type DirectMessageResponse = v.InferOutput<typeof DirectMessageResponse>;

export const ReadResponse = v.object({ data: v.object({ read: count, unread: count }) });
export type ReadResponse = v.InferOutput<typeof ReadResponse>;

export const ReactionsResponse = v.object({
  data: v.object({ messageId: v.string(), reactions: v.array(Reaction) }),
});
export type ReactionsResponse = v.InferOutput<typeof ReactionsResponse>;

/** A member one can start a conversation with (active accounts other than the caller). */
export const MessageableMember = v.object({
  accountId: v.string(),
  name: v.string(),
  colour: v.string(),
  online: v.boolean(),
});
export type MessageableMember = v.InferOutput<typeof MessageableMember>;

export const MessageableMembersResponse = v.object({
  data: v.object({ members: v.array(MessageableMember) }),
  total: count,
});
export type MessageableMembersResponse = v.InferOutput<typeof MessageableMembersResponse>;

export const MessageImageResponse = v.object({ data: v.object({ imageUrl: v.string() }) });
export type MessageImageResponse = v.InferOutput<typeof MessageImageResponse>;

/** Live event data. */
export const MessageDeleted = v.object({ id: v.string() });
export type MessageDeleted = v.InferOutput<typeof MessageDeleted>;

export const ReactionChanged = v.object({
  /** 'channel', or the conversation id from the receiver's side (the other member's account id). */
  scope: v.string(),
  messageId: v.string(),
  /** `mine` is false here; the receiver recomputes it from `reactedByIds`. */
  reactions: v.array(Reaction),
  /** Per emoji, the account ids who reacted (so each receiver knows its own). */
  reactedByIds: v.record(v.string(), v.array(v.string())),
});
export type ReactionChanged = v.InferOutput<typeof ReactionChanged>;

export const ConversationRead = v.object({
  /** The member who read. */
  readerId: v.string(),
  /** The conversation from the receiver's side (the other member's account id). */
  conversationId: v.string(),
  readAt: isoTime,
  /** The receiver's unread direct messages in total after the read. */
  unread: count,
});
export type ConversationRead = v.InferOutput<typeof ConversationRead>;

export const PresenceChanged = v.object({ accountId: v.string(), online: v.boolean() });
export type PresenceChanged = v.InferOutput<typeof PresenceChanged>;

/** Failed reads of messages (the channel's and a conversation's): the server's message, or 'Failed to fetch messages'. */
export function fetchMessagesFailedText(error: unknown): Text {
  return failureText(error, {
    http: textsOf(messagingMessages).fetchFailed,
    network: textsOf(commonFailureTexts).network,
    unexpected: textsOf(messagingMessages).fetchFailed,
  });
}
