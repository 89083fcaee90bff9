import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/tokens.css';

/** The fields of every form (sign-in pages, task, project, blog): label above, error below. */
export const form = style({ display: 'grid', gap: vars.space.md });

// A field lines up at the top of its row when the one beside it shows an error below it.
export const field = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

/** Fields side by side on a wide screen, one under the other on a narrow one. */
export const row = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  alignItems: 'start',
});

export const label = style({ fontWeight: 600, color: vars.color.text });

export const input = style({
  minHeight: '44px',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  font: 'inherit',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled, &[readonly]': { background: vars.color.surfaceAlt },
    '&:disabled': { cursor: 'not-allowed' },
    '&:focus': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const textarea = style([input, { minHeight: '8rem', resize: 'vertical' }]);

export const checkbox = style({ width: '1.25rem', height: '1.25rem', accentColor: vars.color.brand });

/** A checkbox with its label beside it. */
export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const fieldError = style({ color: vars.color.danger, fontSize: vars.font.sizeSm, margin: 0 });

const message = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  margin: 0,
  fontWeight: 500,
});

/** A form-wide message: why the last submit failed, that it went through, or a note. */
export const formMessage = {
  error: style([message, { background: vars.color.dangerSoft, color: vars.color.danger }]),
  success: style([message, { background: vars.color.successSoft, color: vars.color.success }]),
  info: style([message, { background: vars.color.brandTint, color: vars.color.brand }]),
};

/** The submit button of a form that ends with one full-width button. */
export const fullWidth = style({ width: '100%' });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });

/** A chosen image shown before it is uploaded. */
export const preview = style({
  maxWidth: '12rem',
  maxHeight: '8rem',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const progress = style({ width: '100%', accentColor: vars.color.brand });
