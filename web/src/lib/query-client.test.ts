import { afterEach, describe, expect, it } from 'vitest';
import { queryClient, setQueryUser } from './query-client.ts';

afterEach(() => {
  setQueryUser(null);
  queryClient.clear();
});

describe('personal queries keyed by user', () => {
  it('when another person is signed in, then a personal answer cached for the first is not theirs', () => {
    setQueryUser(1);
    queryClient.setQueryData(['admin', 'appointments'], ['Ana’s list']);
    queryClient.setQueryData(['my-appointments'], ['Ana’s booking']);
    setQueryUser(2);
    expect(queryClient.getQueryData(['admin', 'appointments'])).toBeUndefined();
    expect(queryClient.getQueryData(['my-appointments'])).toBeUndefined();
    setQueryUser(null);
    expect(queryClient.getQueryData(['my-appointments'])).toBeUndefined();
    setQueryUser(1);
    expect(queryClient.getQueryData(['my-appointments'])).toEqual(['Ana’s booking']);
  });

  it('when the answer is public (the shop, its services), then everyone shares it', () => {
    setQueryUser(1);
    queryClient.setQueryData(['shop'], { name: 'AutoCare Pro' });
    setQueryUser(null);
    expect(queryClient.getQueryData(['shop'])).toEqual({ name: 'AutoCare Pro' });
  });
});
