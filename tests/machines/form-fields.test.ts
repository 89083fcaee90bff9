import { describe, expect, it } from 'vitest';
import { loginFieldChange } from '@/screens/auth/login/login.machine';
import { signupFieldChange } from '@/screens/auth/signup/signup.machine';

/**
 * A prerendered form hands what was typed before the scripts ran to its machine by the controls' names:
 * the machine file's `fieldChangeOf` turns a name into its typed `field.change`, and refuses the rest.
 */
describe('fieldChangeOf (a field named by the page)', () => {
  it("builds the field's change for one of the form's fields, with a value of its type", () => {
    expect(signupFieldChange('email', 'ada@example.com')).toEqual({
      type: 'field.change',
      field: 'email',
      value: 'ada@example.com',
    });
    expect(signupFieldChange('terms', true)).toEqual({ type: 'field.change', field: 'terms', value: true });
    expect(loginFieldChange('remember', false)).toEqual({
      type: 'field.change',
      field: 'remember',
      value: false,
    });
  });

  it('refuses a name that is none of the fields, even one every object has', () => {
    expect(signupFieldChange('website', 'https://example.com')).toBeUndefined();
    expect(signupFieldChange('toString', 'x')).toBeUndefined();
    expect(loginFieldChange('firstName', 'Ada')).toBeUndefined();
  });

  it("refuses a value of another type than the field's", () => {
    expect(signupFieldChange('terms', 'on')).toBeUndefined();
    expect(loginFieldChange('email', true)).toBeUndefined();
  });
});
