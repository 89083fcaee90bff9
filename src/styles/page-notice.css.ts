import { globalStyle } from '@vanilla-extract/css';
import { vars } from './tokens.css';

/*
 * The notices outside the app's root (`data-page-notice`): written by the server into a page answered without
 * scripts, or by the entry while they load. They are no component's, so they are styled by their attribute.
 */
globalStyle('[data-page-notice]', {
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.warningSoft,
  color: vars.color.text,
  borderBottom: `2px solid ${vars.color.warning}`,
  textAlign: 'center',
});

/** Sent while the scripts load: shown where the visitor is, at the bottom of the window. */
globalStyle('[data-page-notice="held"]', {
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 100,
  borderBottom: 'none',
  borderTop: `2px solid ${vars.color.warning}`,
  boxShadow: vars.shadow.raised,
});

/*
 * Added empty and given its text a moment later (so that it is read out): unseen until then, yet in the
 * accessibility tree (not display: none), where the change is noticed.
 */
globalStyle('[data-page-notice="held"]:empty', { opacity: 0 });
