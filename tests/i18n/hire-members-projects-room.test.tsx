import type { Member } from '@contracts/members';
import { builtInMembers } from '@server/db/seed-data/members';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/catalogs';
import { type HireUsNetwork, hireUsWith } from '@/screens/public/hire-us/hire-us.machine';
import { HireUsView } from '@/screens/public/hire-us/hire-us.view';
import {
  type MemberDetailNetwork,
  memberDetailWith,
} from '@/screens/public/member-detail/member-detail.machine';
import { MemberDetailView } from '@/screens/public/member-detail/member-detail.view';
import { type MembersNetwork, membersWith } from '@/screens/public/members/members.machine';
import { MembersView } from '@/screens/public/members/members.view';
import { ProjectsView } from '@/screens/public/projects/projects.view';
import { ResourcesRoomCategoriesView } from '@/screens/public/resources-room-categories/resources-room-categories.view';
import { ResourcesRoomHomeView } from '@/screens/public/resources-room-home/resources-room-home.view';
import { ResourcesRoomListView } from '@/screens/public/resources-room-list/resources-room-list.view';
import { RoomLayout } from '@/shared/resources-room/room-nav';
import { publishedProjects } from '../fixtures/published-projects';
import { createDeferredActors } from '../support/deferred-actors';
import { renderView } from '../support/render-view';
import { createRoomDeferred, deferredRoomLogic, sampleResources } from '../support/resources-room-view';

/**
 * Hire us, the members' pages, the projects and the resources room in French: their own texts come from
 * their folders' catalogs, and no English text of theirs is left.
 */

const members: Member[] = builtInMembers.map(({ sortOrder: _, skills = [], ...member }) => ({
  ...member,
  skills,
}));

describe('hire us, members, projects and the resources room in French', () => {
  beforeAll(() => activateLanguage('fr'));
  afterAll(() => activateLanguage('en'));

  it('hire us: the hero, the contact block and the inquiry form', async () => {
    const deferred = createDeferredActors(['submitInquiry']);
    await renderView(<HireUsView logic={hireUsWith(deferred.actors as unknown as HireUsNetwork)} />, {
      url: '/hire-us',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Engagez-nous' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Contactez-nous' })).toBeTruthy();
    expect(screen.getByRole('form', { name: "Demande d'engagement" })).toBeTruthy();
    expect(screen.getByLabelText('Prénom', { exact: false })).toBeTruthy();
    expect(screen.getByLabelText('Pays', { exact: false })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Choisissez un pays' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeTruthy();
    expect(screen.queryByText('Get in touch')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(document.title).toBe('Engagez-nous · Hub');
  });

  it('the members grid and one member profile', async () => {
    const list = membersWith(createDeferredActors(['fetchPage']).actors as unknown as MembersNetwork);
    await renderView(
      <MembersView page={1} initial={{ items: members.slice(0, 6), total: 6 }} logic={list} />,
      {
        url: '/members',
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Membres du Hub' })).toBeTruthy();
    expect(screen.queryByText('Hub Members')).toBeNull();
    document.body.innerHTML = '';

    const member = members[0]!;
    const detail = memberDetailWith(
      createDeferredActors(['fetchMember']).actors as unknown as MemberDetailNetwork,
    );
    await renderView(<MemberDetailView id={member.id} initial={member} logic={detail} />);
    expect(screen.getByRole('heading', { name: `Contacter ${member.name}` })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Compétences' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Découvrez comment devenir membre' })).toBeTruthy();
    expect(screen.queryByText('Education Background')).toBeNull();
  });

  it('the projects page and its carousel', async () => {
    await renderView(<ProjectsView projects={publishedProjects} />, { url: '/projects' });
    expect(screen.getByRole('heading', { level: 1, name: 'Découvrez nos projets' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tous les projets' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Voir les projets' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Projets phares' })).toBeTruthy();
    expect(screen.queryByText('Featured Projects')).toBeNull();
  });

  it("the room's home, categories, a list and its navigation", async () => {
    const deferred = createRoomDeferred();
    const { home, list, card } = deferredRoomLogic(deferred);
    await renderView(
      <RoomLayout>
        <ResourcesRoomHomeView logic={home} card={card} />
      </RoomLayout>,
      { url: '/resources-room' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Salle des ressources' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Chargement des ressources...');
    expect(screen.getByRole('link', { name: 'TOUTES LES RESSOURCES' })).toBeTruthy();
    expect(screen.queryByText('TRUSTED BY')).toBeNull();
    document.body.innerHTML = '';

    await renderView(<ResourcesRoomCategoriesView />);
    expect(screen.getByRole('heading', { level: 1, name: 'Catégories' })).toBeTruthy();
    document.body.innerHTML = '';

    const initial = { items: sampleResources(1), total: 1 };
    await renderView(
      <ResourcesRoomListView
        list="results"
        subcategory="UI/UX Design"
        initial={initial}
        logic={list}
        card={card}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('RÉSULTATS POUR UI/UX Design');
    expect(screen.getByRole('button', { name: /^Aimer Resource 1, 100/ })).toBeTruthy();
    expect(screen.getByText('0 vue')).toBeTruthy();
  });
});
