import type { UserRole } from '../schema';

/** The demo accounts of the embedded database (README). Both are e-mail-verified. */
export const demoAccounts: ReadonlyArray<{
  email: string;
  password: string;
  role: UserRole;
  firstName: string;
  lastName: string;
  phone: string;
  gender: 'male' | 'female';
}> = [
  {
    email: 'admin@hub.example',
    password: 'AdminPass#2024',
    role: 'Admin',
    firstName: 'Hub',
    lastName: 'Admin',
    phone: '+250788000001',
    gender: 'female',
  },
  {
    email: 'member@hub.example',
    password: 'MemberPass#2024',
    role: 'Member',
    firstName: 'Hub',
    lastName: 'Member',
    phone: '+250788000002',
    gender: 'male',
  },
];
