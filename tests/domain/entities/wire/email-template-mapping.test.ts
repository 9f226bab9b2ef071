import { emailTemplateFromWire, emailTemplateSourceFromWire } from '../../../../domain/entities/wire';
import { emailTemplateSourceWire, emailTemplateWire } from '../wire-examples';

describe('email template mappings', () => {
  it('maps the spec (legacy) shape', () => {
    expect(emailTemplateFromWire(emailTemplateWire)).toEqual({
      type: 'password_reset', subject: 'Reset your password', content: { type: 'doc', blocks: [] }, isDefault: true,
    });
  });

  it('maps the current TSX shape; an absent theme_id means the project theme (null)', () => {
    expect(emailTemplateSourceFromWire(emailTemplateSourceWire)).toEqual({
      id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', displayName: 'Welcome',
      tsxSource: 'export function EmailTemplate() { return null; }', themeId: false,
    });
    const { theme_id: _t, ...projectTheme } = emailTemplateSourceWire;
    expect(emailTemplateSourceFromWire(projectTheme).themeId).toBeNull();
  });
});
