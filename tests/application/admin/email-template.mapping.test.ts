import { emailTemplateFromWire } from '../../../application/admin/email-template.mapping';
import { emailTemplateWire } from '../wire/wire-examples';

describe('email template mapping', () => {
  it('maps the TSX shape of /internal/email-templates', () => {
    expect(emailTemplateFromWire(emailTemplateWire)).toEqual({
      id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', displayName: 'Welcome',
      tsxSource: 'export function EmailTemplate() { return null; }', themeId: false,
    });
  });

  it('an absent or null theme_id both mean the project theme (null)', () => {
    const { theme_id: _t, ...projectTheme } = emailTemplateWire;
    expect(emailTemplateFromWire(projectTheme).themeId).toBeNull();
    expect(emailTemplateFromWire({ ...emailTemplateWire, theme_id: null }).themeId).toBeNull();
  });
});
