import { commonFailureTexts } from '@contracts/failure-message';
import { profileMessages } from '@contracts/profile';
import { useActor } from '@xstate/react';
import { Banner } from '@/components/ui/banner';
import { button } from '@/components/ui/button';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { LoadStatus } from '@/components/ui/load-state';
import { SubmitForm } from '@/components/ui/submit-form';
import { TextField } from '@/components/ui/text-field';
import { inspect } from '@/lib/inspect';
import * as page from '@/shared/member/member-page.css';
import * as css from './edit-profile.css';
import { editProfileLogic } from './edit-profile.logic';
import { type ProfileField, profileFormTexts } from './edit-profile.machine';
import { SkillsBuilder } from './skills-builder';

interface FieldSpec {
  field: ProfileField;
  label: string;
  required?: boolean;
  multiline?: boolean;
  type?: 'url';
}

const aboutFields: readonly FieldSpec[] = [
  { field: 'name', label: 'Full Name', required: true },
  { field: 'role', label: 'Role/Position', required: true },
  { field: 'bio', label: 'Bio', required: true, multiline: true },
  { field: 'imageUrl', label: 'Image URL', type: 'url' },
];
const contactFields: readonly FieldSpec[] = [
  { field: 'linkedin', label: 'LinkedIn', type: 'url' },
  { field: 'github', label: 'GitHub', type: 'url' },
  { field: 'twitter', label: 'Twitter', type: 'url' },
  { field: 'telegram', label: 'Telegram', type: 'url' },
];
const educationFields: readonly FieldSpec[] = [
  { field: 'degree', label: 'Degree', required: true },
  { field: 'institution', label: 'Institution', required: true },
  { field: 'educationDescription', label: 'Description', multiline: true },
  { field: 'educationImageUrl', label: 'Education image URL', type: 'url' },
];

const focusFirstProfileError = focusFirstInvalid('profile-form');

/**
 * /dashboard/edit-profile: the member profile registration form (Full Name, Role/Position, Bio, image URL,
 * the social links, education, the skills builder), filled with the saved profile; 'Confirm Member
 * Information' ('Confirming Profile...' while saving) creates or updates the member's public profile. One
 * screen machine (edit-profile.machine.ts) loads, checks and saves, and runs the skills builder; this view
 * reads it and its child and sends.
 */
export function EditProfileView({ logic = editProfileLogic }: { logic?: typeof editProfileLogic }) {
  const [snapshot, send] = useActor(logic.provide({ actions: { focusFirstError: focusFirstProfileError } }), {
    inspect,
  });
  const { values, fieldErrors, error, isNew, saved } = snapshot.context;
  const { skillsBuilder } = snapshot.children;
  const saving = snapshot.matches({ form: 'saving' });
  const fields = (specs: readonly FieldSpec[]) =>
    specs.map(({ field, ...spec }) => (
      <TextField
        key={field}
        id={`profile-${field}`}
        value={values[field]}
        error={fieldErrors[field]}
        disabled={saving}
        {...spec}
        onChange={(value) => send({ type: 'field.change', field, value })}
      />
    ));
  return (
    <section className={page.page} aria-labelledby="profile-title">
      <title>Edit profile · Hub</title>
      <h1 id="profile-title" className={page.title}>
        Member profile
      </h1>
      {snapshot.matches('loading') && (
        <LoadStatus state="loading" loadingText="Loading your profile..." error={undefined} />
      )}
      {snapshot.matches('failed') && (
        <LoadStatus
          state="failed"
          loadingText=""
          error={error}
          onRetry={() => send({ type: 'profile.retry' })}
        />
      )}
      {snapshot.matches('stopped') && (
        <LoadStatus state="failed" loadingText="" error={commonFailureTexts.unexpected} />
      )}
      {snapshot.matches('form') && (
        <SubmitForm id="profile-form" busy={saving} onSubmit={() => send({ type: 'form.submit' })}>
          {isNew && <Banner tone="info">{profileMessages.noProfile}</Banner>}
          {fields(aboutFields)}
          <fieldset className={css.fieldset} disabled={saving}>
            <legend className={css.legend}>Social links</legend>
            {fields(contactFields)}
          </fieldset>
          <fieldset className={css.fieldset} disabled={saving}>
            <legend className={css.legend}>Education</legend>
            {fields(educationFields)}
          </fieldset>
          {skillsBuilder && <SkillsBuilder builder={skillsBuilder} disabled={saving} />}
          {error && <Banner tone="error">{error}</Banner>}
          {saved && <Banner tone="success">{profileFormTexts.saved}</Banner>}
          <div>
            <button type="submit" className={button({ tone: 'primary', size: 'md' })} disabled={saving}>
              {saving ? 'Confirming Profile...' : 'Confirm Member Information'}
            </button>
          </div>
        </SubmitForm>
      )}
    </section>
  );
}
