import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { CONTENT_MESSAGES } from './guards';

/** Consumer spec (validation rules) "Content fetch guards": each bad request is a 400 with the exact message and the field. */
describe(`content fetch guards (${testDbKind})`, () => {
  const ctx = testAppPerFile({ seed: false });

  const many = (n: number) => Array.from({ length: n }, (_, i) => `uid-${i}`).join(',');

  it.each([
    ['type missing', '/documents', CONTENT_MESSAGES.type, 'type'],
    ['type empty', '/documents?type=', CONTENT_MESSAGES.type, 'type'],
    ['type not a type name', '/documents?type=Blog%20Detail', CONTENT_MESSAGES.type, 'type'],
    ['type in the path', '/documents/BAD!/home', CONTENT_MESSAGES.type, 'type'],
    ['page 0', '/documents?type=blog_detail&page=0', CONTENT_MESSAGES.page, 'page'],
    ['page not a number', '/documents?type=blog_detail&page=two', CONTENT_MESSAGES.page, 'page'],
    ['page fractional', '/documents?type=blog_detail&page=1.5', CONTENT_MESSAGES.page, 'page'],
    ['pageSize 0', '/documents?type=blog_detail&pageSize=0', CONTENT_MESSAGES.pageSize, 'pageSize'],
    ['pageSize 101', '/documents?type=blog_detail&pageSize=101', CONTENT_MESSAGES.pageSize, 'pageSize'],
    ['pageSize not a number', '/documents?type=blog_detail&pageSize=all', CONTENT_MESSAGES.pageSize, 'pageSize'],
    ['uid blank', '/documents/blog_detail/%20', CONTENT_MESSAGES.uid, 'uid'],
    ['uid list missing', '/by-uid?type=model', CONTENT_MESSAGES.uids, 'uids'],
    ['uid list empty', '/by-uid?type=model&uids=,', CONTENT_MESSAGES.uids, 'uids'],
    ['uid list over 100', `/by-uid?type=model&uids=${many(101)}`, CONTENT_MESSAGES.uidsTooMany, 'uids'],
    ['by-uid type missing', '/by-uid?uids=a', CONTENT_MESSAGES.type, 'type'],
    ['single type invalid', '/single/Site-Settings', CONTENT_MESSAGES.type, 'type'],
    ['field list bad', '/documents/blog_detail/x?fields=title,data.body', CONTENT_MESSAGES.fields, 'fields'],
    ['fetchLinks without a field', '/documents?type=home_page&fetchLinks=blog_detail', CONTENT_MESSAGES.fetchLinks, 'fetchLinks'],
    ['fetchLinks too deep', '/documents?type=home_page&fetchLinks=blog_detail.author.name', CONTENT_MESSAGES.fetchLinks, 'fetchLinks'],
    ['search text missing', '/search', CONTENT_MESSAGES.query, 'q'],
    ['search text blank', '/search?q=%20%20', CONTENT_MESSAGES.query, 'q'],
    ['search types bad', '/search?q=solar&types=blog_detail,Nope', CONTENT_MESSAGES.type, 'types'],
    ['search pageSize 500', '/search?q=solar&pageSize=500', CONTENT_MESSAGES.pageSize, 'pageSize'],
  ])('%s: 400 "%s"', async (_case, url, message, field) => {
    const res = await ctx().app.inject({ method: 'GET', url: `/api/content/v1${url}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, field });
  });

  it.each([
    ['page 1 and pageSize 100 are the edges', '/documents?type=blog_detail&page=1&pageSize=100'],
    ['pageSize 1', '/documents?type=blog_detail&pageSize=1'],
    ['100 uids', `/by-uid?type=model&uids=${many(100)}`],
  ])('accepts %s', async (_case, url) => {
    expect((await ctx().app.inject({ method: 'GET', url: `/api/content/v1${url}` })).statusCode).toBe(200);
  });
});
