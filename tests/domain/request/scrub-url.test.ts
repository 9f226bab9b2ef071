// scrubUrl: secret query values, userinfo and fragments never reach diagnostics.
import { scrubUrl } from '../../../domain/request';

describe('scrubUrl', () => {
  test.each([
    ['https://api.example.com/api/v1/users/me', 'https://api.example.com/api/v1/users/me'],
    ['https://api.example.com/x?token=CANARY-ACCESS-1&a=b', 'https://api.example.com/x?token=[redacted]&a=b'],
    ['https://api.example.com/x?code=abc&refresh_token=CANARY-REFRESH-1', 'https://api.example.com/x?code=[redacted]&refresh_token=[redacted]'],
    ['https://api.example.com/x?TOKEN=s', 'https://api.example.com/x?TOKEN=[redacted]'],
    ['https://api.example.com/x?%74oken=s', 'https://api.example.com/x?%74oken=[redacted]'],
    ['https://user:pw@api.example.com/x', 'https://api.example.com/x'],
    ['https://api.example.com/x#access_token=s', 'https://api.example.com/x'],
    ['https://api.example.com/x?user_id=me&client_secret=s', 'https://api.example.com/x?user_id=me&client_secret=[redacted]'],
    ['not a url ?token=s', 'not a url ?token=[redacted]'],
    // A return target that is itself a URL carrying a secret is hidden whole; harmless nested URLs stay readable.
    ['https://app.example.com/x?after_auth_return_to=%2Fcb%3Fcode%3DCANARY-CODE', 'https://app.example.com/x?after_auth_return_to=[redacted]'],
    ['https://app.example.com/x?next=https%3A%2F%2Fa.b%2F%3Fx%3D1%26access_token%3Ds', 'https://app.example.com/x?next=[redacted]'],
    ['https://app.example.com/x?next=%2Fhome%3Ftab%3D2', 'https://app.example.com/x?next=%2Fhome%3Ftab%3D2'],
    ['https://app.example.com/x?next=%E0%A4%A', 'https://app.example.com/x?next=[redacted]'],
  ])('%s', (input, expected) => {
    expect(scrubUrl(input)).toBe(expected);
  });
});
