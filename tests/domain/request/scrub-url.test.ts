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
  ])('%s', (input, expected) => {
    expect(scrubUrl(input)).toBe(expected);
  });
});
