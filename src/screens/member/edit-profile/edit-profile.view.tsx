import { profileMessages } from '@contracts/profile';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActor } from '@xstate/react';
import { Banner } from '@/components/ui/banner';
import { button } from '@/components/ui/button';
import { DraftNotice } from '@/components/ui/draft-notice';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { LoadStatus } from '@/components/ui/load-state';
import { ScreenStopped, useScreenParts } from '@/components/ui/screen-parts';
import { SubmitForm } from '@/components/ui/submit-form';
import { TextField } from '@/components/ui/text-field';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import { useAccountEmail } from '@/session/account-email';
import * as page from '@/shared/member/member-page.css';
import * as css from './edit-profile.css';
import { editProfileLogic } from './edit-profile.logic';
import { type ProfileField, profileFormTexts } from './edit-profile.machine';
import { SkillsBuilder } from './skills-builder';

await loadCatalogs(import.meta.glob('./locales/*.po'));

interface FieldSpec {
  field: ProfileField;
  /** A text to translate, or a name shown as written (LinkedIn, GitHub...). */
  label: MessageDescriptor | string;
  required?: boolean;
  multiline?: boolean;
  type?: 'url';
}

const aboutFields: readonly FieldSpec[] = [
  { field: 'name', label: msg`Full Name`, required: true },
  { field: 'role', label: msg`Role/Position`, required: true },
  { field: 'bio', label: msg`Bio`, required: true, multiline: true },
  { field: 'imageUrl', label: msg`Image URL`, type: 'url' },
];
const contactFields: readonly FieldSpec[] = [
  { field: 'linkedin', label: 'LinkedIn', type: 'url' },
  { field: 'github', label: 'GitHub', type: 'url' },
  { field: 'twitter', label: 'Twitter', type: 'url' },
  { field: 'telegram', label: 'Telegram', type: 'url' },
];
const educationFields: readonly FieldSpec[] = [
  { field: 'degree', label: msg`Degree`, required: true },
  { field: 'institution', label: msg`Institution`, required: true },
  { field: 'educationDescription', label: msg`Description`, multiline: true },
  { field: 'educationImageUrl', label: msg`Education image URL`, type: 'url' },
];

const focusFirstProfileError = focusFirstInvalid('profile-form');

/**
 * /dashboard/edit-profile: the member profile registration form (Full Name, Role/Position, Bio, image URL,
 * the social links, education, the skills builder), filled with the saved profile; 'Confirm Member
 * Information' ('Confirming Profile...' while saving) creates or updates the member's public profile. One
 * screen machine (edit-profile.machine.ts) loads, checks and saves, and runs the skills builder; this view
 * reads it and its child and sends.
 */
export function EditProfileView({
  logic = editProfileLogic,
  account,
}: {
  logic?: typeof editProfileLogic;
  /** The signed-in account's e-mail, whose drafts the form keeps: the session's unless a test names one. */
  account?: string | undefined;
}) {
  const { i18n, t } = useLingui();
  const text = useSourceText();
  const sessionAccount = useAccountEmail();
  const [snapshot, send] = useActor(logic.provide({ actions: { focusFirstError: focusFirstProfileError } }), {
    input: { account: account ?? sessionAccount },
    inspect,
  });
  const { values, fieldErrors, error, isNew, saved, restoredAt } = snapshot.context;
  // The skills builder runs in the form state: the form is shown while it is there.
  const form = useScreenParts(snapshot.children, ['skillsBuilder']);
  const saving = snapshot.matches({ form: 'saving' });
  const fields = (specs: readonly FieldSpec[]) =>
    specs.map(({ field, label, ...spec }) => (
      <TextField
        key={field}
        id={`profile-${field}`}
        value={values[field]}
        error={fieldErrors[field] && text(fieldErrors[field])}
        disabled={saving}
        label={typeof label === 'string' ? label : i18n._(label)}
        {...spec}
        onChange={(value) => send({ type: 'field.change', field, value })}
      />
    ));
  return (
    <section className={page.page} aria-labelledby="profile-title">
      <title>{t`Edit profile · Hub`}</title>
      <h1 id="profile-title" className={page.title}>
        <Trans>Member profile</Trans>
      </h1>
      {snapshot.matches('loading') && (
        <LoadStatus state="loading" loadingText={t`Loading your profile...`} error={undefined} />
      )}
      {snapshot.matches('failed') && (
        <LoadStatus
          state="failed"
          loadingText=""
          error={error && text(error)}
          onRetry={() => send({ type: 'profile.retry' })}
        />
      )}
      {snapshot.matches('stopped') && <ScreenStopped />}
      {form && (
        <SubmitForm id="profile-form" busy={saving} onSubmit={() => send({ type: 'form.submit' })}>
          {restoredAt && (
            <DraftNotice savedAt={restoredAt} onDiscard={() => send({ type: 'draft.discard' })} />
          )}
          {isNew && <Banner tone="info">{text(profileMessages.noProfile)}</Banner>}
          {fields(aboutFields)}
          <fieldset className={css.fieldset} disabled={saving}>
            <legend className={css.legend}>
              <Trans>Social links</Trans>
            </legend>
            {fields(contactFields)}
          </fieldset>
          <fieldset className={css.fieldset} disabled={saving}>
            <legend className={css.legend}>
              <Trans>Education</Trans>
            </legend>
            {fields(educationFields)}
          </fieldset>
          <SkillsBuilder builder={form.refs.skillsBuilder} disabled={saving} />
          {error && <Banner tone="error">{text(error)}</Banner>}
          {saved && <Banner tone="success">{text(profileFormTexts.saved)}</Banner>}
          <div>
            <button type="submit" className={button({ tone: 'primary', size: 'md' })} disabled={saving}>
              {saving ? t`Confirming Profile...` : t`Confirm Member Information`}
            </button>
          </div>
        </SubmitForm>
      )}
    </section>
  );
}
