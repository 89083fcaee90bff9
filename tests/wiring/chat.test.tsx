import { createChatbotApp } from '@chatbot/app';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatView } from '@/screens/public/chat/chat.view';
import { chatbotUrl } from '@/screens/public/chat/predict.api';
import { renderView } from '../support/render-view';
import { serveFrom, startWiredServer } from '../support/wired-app';

const server = startWiredServer();

describe('the chat page with its real logic, against the real chatbot', () => {
  it('sends the message to POST {chatbot}/predict and shows the reply of its intent', async () => {
    const chatbot = createChatbotApp({ siteOrigins: [window.location.origin] });
    serveFrom(server(), { [new URL(chatbotUrl).origin]: (request) => chatbot.request(request) });
    const { user } = await renderView(<ChatView />, { url: '/chatcard' });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'How do I become a member?{Enter}');
    const log = screen.getByRole('log', { name: 'Conversation' });
    // The reply of the membership intent (the chatbot classifies the message with its trained model).
    await waitFor(
      () =>
        expect(log.textContent).toMatch(
          /^You: How do I become a member\?Hub: To become a member, create your account at \/signup\./,
        ),
      {
        timeout: 20_000,
      },
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
