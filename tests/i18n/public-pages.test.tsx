import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/catalogs';
import { AboutHubView } from '@/screens/public/about-hub/about-hub.view';
import { ChatView } from '@/screens/public/chat/chat.view';
import { HomeView } from '@/screens/public/home/home.view';
import { HubInformationView } from '@/screens/public/hub-information/hub-information.view';
import { renderView } from '../support/render-view';

/** The home, about, hub-information and chat pages (with the landing content and the FAQ) in French. */
describe('public pages in French', () => {
  beforeAll(async () => {
    await activateLanguage('fr');
  });
  afterAll(async () => {
    await activateLanguage('en');
  });

  it('the home page speaks French (its own texts and its content)', async () => {
    await renderView(<HomeView />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Donner les moyens aux développeurs, stimuler l’innovation.',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Notre expertise' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Applications web' })).toBeTruthy();
    expect(screen.getByText('emplois créés')).toBeTruthy();
    expect(screen.getByText('12 projets · membre depuis 2022')).toBeTruthy();
    expect(screen.queryByText('Our expertise')).toBeNull();
    expect(screen.queryByText('Join Us')).toBeNull();
  });

  it('/abouthub: the reasons, the teams and the FAQ in French', async () => {
    await renderView(<AboutHubView />, { url: '/abouthub' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pourquoi le Hub' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Mentorat' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Qu’est-ce que le Hub ?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Discutez avec nous' })).toBeTruthy();
    expect(screen.queryByText('What makes us different')).toBeNull();
  });

  it('/hub-information: purpose, services and latest projects in French', async () => {
    await renderView(<HubInformationView />, { url: '/hub-information' });
    expect(screen.getByRole('heading', { level: 3, name: 'OBJECTIFS' })).toBeTruthy();
    const services = screen.getByRole('region', { name: 'Nos services' });
    expect(within(services).getByRole('heading', { name: 'Cybersécurité' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'Festival de musique' })).toHaveLength(4);
    expect(screen.queryByText('Our purpose')).toBeNull();
  });

  it('/chatcard: the assistant and its composer in French', async () => {
    await renderView(<ChatView />, { url: '/chatcard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Assistant du Hub' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeTruthy();
    expect(screen.getByRole('log', { name: 'Conversation' })).toBeTruthy();
    // Its greeting: what the assistant can answer, and the specification's empty state, in French.
    expect(screen.getByText(/^Posez vos questions sur l’adhésion/)).toBeTruthy();
    expect(screen.getByText('Envoyez un message pour commencer la discussion !')).toBeTruthy();
    expect(screen.getByPlaceholderText('Saisie en cours........')).toBeTruthy();
    expect(screen.queryByText('Hub Assistant')).toBeNull();
    expect(screen.queryByText('Send a message to start chatting!')).toBeNull();
  });
});
