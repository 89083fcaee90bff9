import type { Member } from '@contracts/members';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/catalogs';
import { type EditProfileNetwork, editProfileWith } from '@/screens/member/edit-profile/edit-profile.machine';
import { EditProfileView } from '@/screens/member/edit-profile/edit-profile.view';
import {
  type MemberProjectsNetwork,
  memberProjectsWith,
} from '@/screens/member/member-projects/member-projects.machine';
import { MemberProjectsView } from '@/screens/member/member-projects/member-projects.view';
import { type ProjectViewNetwork, projectViewWith } from '@/screens/member/project-view/project-view.machine';
import { ProjectViewView } from '@/screens/member/project-view/project-view.view';
import { sampleProject } from '../support/admin-projects-view';
import { createDeferredActors } from '../support/deferred-actors';
import { renderView } from '../support/render-view';

/** The member's projects, one project and the profile form, in French. */
describe('the member projects and profile pages in French', () => {
  beforeEach(() => activateLanguage('fr'));
  afterEach(() => activateLanguage('en'));

  const project = sampleProject({
    id: '77777777-7777-4777-8777-777777777777',
    title: 'Rain Gauge',
    status: 'review',
    progress: 40,
    rejectionReason: 'Add a description',
  });

  it('lists the projects with French headers, actions and status', async () => {
    const deferred = createDeferredActors(['fetchPage', 'deleteItem']);
    const logic = memberProjectsWith(deferred.actors as unknown as MemberProjectsNetwork);
    await renderView(<MemberProjectsView logic={logic} />, { url: '/dashboard/projects' });
    await act(async () =>
      deferred.settle({ type: 'xstate.done.actor.fetchPage', output: { items: [project], total: 1 } }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Mes projets' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ajouter un projet' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Nom du projet' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Avancement' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modifier Rain Gauge' })).toBeTruthy();
    expect(screen.getByText('en révision')).toBeTruthy();
    expect(screen.getByText('Rejeté : Add a description')).toBeTruthy();
    expect(screen.queryByText('My projects')).toBeNull();
    expect(screen.queryByText('Add New project')).toBeNull();
  });

  it('shows one project with French terms', async () => {
    const deferred = createDeferredActors(['fetchProject']);
    const logic = projectViewWith(deferred.actors as unknown as ProjectViewNetwork);
    await renderView(<ProjectViewView id={project.id} logic={logic} />, {
      url: `/dashboard/projects/${project.id}`,
    });
    expect(screen.getByRole('link', { name: 'Retour à mes projets' })).toBeTruthy();
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchProject', output: project }));
    expect(screen.getByRole('heading', { level: 1, name: 'Rain Gauge' })).toBeTruthy();
    expect(screen.getByText('Statut')).toBeTruthy();
    expect(screen.getByText('Propriétaire')).toBeTruthy();
    expect(screen.queryByText('Back to my projects')).toBeNull();
    expect(screen.queryByText('Owner')).toBeNull();
  });

  it('shows the profile form in French', async () => {
    const stored: Member = {
      id: 'aline-uwase',
      name: 'Aline Uwase',
      role: 'Frontend developer',
      imageUrl: '',
      bio: 'Builds the site.',
      education: { degree: 'BSc', institution: 'University of Rwanda', description: '', imageUrl: '' },
      contacts: { linkedin: '', github: '', twitter: '', telegram: '' },
      skills: [],
    };
    const deferred = createDeferredActors(['fetchProfile', 'saveProfile']);
    const logic = editProfileWith(deferred.actors as unknown as EditProfileNetwork);
    await renderView(<EditProfileView logic={logic} />, { url: '/dashboard/edit-profile' });
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchProfile', output: stored }));
    expect(screen.getByRole('heading', { level: 1, name: 'Profil de membre' })).toBeTruthy();
    expect(screen.getByLabelText(/Nom complet/)).toBeTruthy();
    expect(screen.getByLabelText(/LinkedIn/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter la compétence' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirmer les informations du membre' })).toBeTruthy();
    expect(screen.queryByText('Member profile')).toBeNull();
    expect(screen.queryByText('Add skill')).toBeNull();
  });
});
