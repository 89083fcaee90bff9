import { startupBanner } from '@server/startup-banner';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../support/test-app';

describe('the startup banner', () => {
  it('says in a few lines where the site, chatbot, database and mail are, and the demo accounts', () => {
    const banner = startupBanner(testConfig({ port: 4100, chatbotPort: 8100, dataDir: '.data' }));
    const lines = banner.split('\n');
    expect(lines[0]).toBe('Hub is running on http://localhost:4100');
    expect(lines.length).toBeLessThanOrEqual(8);
    expect(banner).toContain('Chatbot:   http://localhost:8100');
    expect(banner).toContain('embedded PGlite in .data/db');
    expect(banner).toContain('written to .data/mail/*.eml (no SMTP_URL)');
    expect(banner).toContain('Admin admin@hub.example / AdminPass#2024');
    expect(banner).toContain('Member member@hub.example / MemberPass#2024');
  });

  it('shows no demo accounts on PostgreSQL or in production, and names SMTP when it is set', () => {
    const banner = startupBanner(
      testConfig({
        databaseUrl: 'postgres://localhost/hub',
        smtpUrl: 'smtp://mail.example',
        embedded: false,
      }),
    );
    expect(banner).toContain('Database:  PostgreSQL (DATABASE_URL)');
    expect(banner).toContain('Mail:      sent through SMTP_URL');
    expect(banner).not.toContain('Pass#2024');
    expect(startupBanner(testConfig({ nodeEnv: 'production' }))).not.toContain('Pass#2024');
  });
});
