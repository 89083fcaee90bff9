import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { vars } from '@/styles/tokens.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  maxWidth: '60rem',
  marginInline: 'auto',
  width: '100%',
});

export const pageHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const pageTitle = style({ margin: 0, fontSize: vars.font.sizeXl, color: vars.color.brand });
export const tagline = style({ margin: 0, color: vars.color.textMuted });
export const memberCount = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const threadFrame = style({ position: 'relative' });

export const thread = style({
  height: 'min(60vh, 32rem)',
  overflowY: 'auto',
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.lg,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' } },
});

export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const message = style({
  position: 'relative',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  selectors: { '&:hover, &:focus-within': { background: vars.color.surface } },
});
export const messageFirst = style([message, { marginTop: vars.space.sm }]);

export const messageHeader = style({
  margin: 0,
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'baseline',
});
export const author = style({ fontWeight: 700 });
export const time = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const text = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.color.text,
});
export const link = style({ color: vars.color.brand, textDecoration: 'underline' });
export const image = style({ display: 'block', maxWidth: 'min(100%, 20rem)', borderRadius: vars.radius.md });

export const quote = style({
  margin: `${vars.space.xs} 0`,
  paddingLeft: vars.space.sm,
  borderLeft: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
});
export const quoteAuthor = style({ fontWeight: 700 });

export const messageFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** Reply and More show on hover or focus (and stay reachable by keyboard). */
export const actions = style({
  display: 'flex',
  gap: vars.space.xs,
  opacity: 0,
  selectors: { [`${message}:hover &, ${message}:focus-within &`]: { opacity: 1 } },
});

export const action = style({
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.pill,
  padding: `2px ${vars.space.sm}`,
  cursor: 'pointer',
  fontSize: vars.font.sizeSm,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
});

export const reactions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
export const reactionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.xs,
});
export const reaction = style([action, { opacity: 1 }]);
export const reactionMine = style([
  reaction,
  { borderColor: vars.color.brand, background: vars.color.brandTint },
]);

export const popoverAnchor = style({ position: 'relative', display: 'inline-block' });
export const popover = style({
  position: 'absolute',
  bottom: '100%',
  left: 0,
  zIndex: 2,
  display: 'flex',
  gap: vars.space.xs,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  selectors: { '&[hidden]': { display: 'none' } },
});
export const emojiGrid = style([popover, { display: 'grid', gridTemplateColumns: 'repeat(8, auto)' }]);
export const emojiButton = style({
  border: 'none',
  background: 'transparent',
  fontSize: vars.font.sizeLg,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}` },
  },
});

export const inlineError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.sizeSm });
export const linkButton = style({
  border: 'none',
  background: 'transparent',
  color: vars.color.brand,
  textDecoration: 'underline',
  cursor: 'pointer',
  padding: 0,
  font: 'inherit',
});

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});
export const replyBar = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
export const replyQuote = style([quote, { margin: 0, overflowWrap: 'anywhere' }]);
export const sendError = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.danger,
  background: vars.color.dangerSoft,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
});
export const textBox = style({
  width: '100%',
  resize: 'vertical',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
});
export const composerTools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});
export const attach = style({
  flex: '1 1 14rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const empty = style({ margin: 'auto', color: vars.color.textMuted, textAlign: 'center' });
export const olderStatus = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted });
export const pending = style([message, { opacity: 0.75 }]);
export const pendingFailed = style([time, { color: vars.color.danger }]);

export const pill = style({
  position: 'absolute',
  bottom: vars.space.md,
  left: '50%',
  transform: 'translateX(-50%)',
  border: 'none',
  borderRadius: vars.radius.pill,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  boxShadow: vars.shadow.raised,
  cursor: 'pointer',
});

export const dmLayout = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: '18rem 1fr' } },
});
export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});
export const sidebarTitle = style({ margin: 0, fontSize: vars.font.sizeLg, color: vars.color.brand });
export const sidebarHeading = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  display: 'flex',
  gap: vars.space.sm,
});
export const conversationList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});
/**
 * A conversation (or a member to pick) in the sidebar. Its name shows in the member's colour, which keeps
 * 4.5:1 only on white and surfaceAlt (the hover): the open conversation is marked by a brand bar on white,
 * not by a tint (on brandTint two of the eight name colours fell to 4.3:1, failing axe for one member in four).
 */
export const conversationLink = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '2px',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-current="page"]': {
      background: vars.color.surface,
      boxShadow: `inset 4px 0 0 ${vars.color.brand}`,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}` },
  },
});
export const conversationName = style({ fontWeight: 700 });
export const preview = style({
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  overflowWrap: 'anywhere',
});
export const online = style({ color: vars.color.success, fontSize: vars.font.sizeSm });
export const pane = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const memberList = style([conversationList, { maxHeight: '20rem', overflowY: 'auto' }]);
