/** @rv/domain/copy: words the seeded copy and the search index write (API only: no browser bundle imports this entry). */
export * from './copy-words';
