import { snippetParts } from './snippet-parts';

describe('snippetParts: the excerpt of a search result, as text and marked runs', () => {
  it.each([
    ['plain text', 'Park on level ground.', [{ text: 'Park on level ground.', marked: false }]],
    ['one match', 'Store <mark>batteries</mark> dry.', [{ text: 'Store ', marked: false }, { text: 'batteries', marked: true }, { text: ' dry.', marked: false }]],
    ['adjacent matches', '<mark>store</mark> <mark>batteries</mark>', [{ text: 'store', marked: true }, { text: ' ', marked: false }, { text: 'batteries', marked: true }]],
    ['other tags, kept as text', 'A <b>bold</b> <img src=x onerror=alert(1)>', [{ text: 'A <b>bold</b> <img src=x onerror=alert(1)>', marked: false }]],
    ['markup inside a mark, kept as text', '<mark><script>x</script></mark>', [{ text: '<script>x</script>', marked: true }]],
    ['a stray opening mark', 'a <mark>b', [{ text: 'a <mark>b', marked: false }]],
    ['an empty mark', 'a<mark></mark>b', [{ text: 'ab', marked: false }]],
    ['nothing', '', []],
  ])('%s', (_name, snippet, parts) => {
    expect(snippetParts(snippet)).toEqual(parts);
  });
});
